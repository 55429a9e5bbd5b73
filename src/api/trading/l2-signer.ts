import type { Signer } from '../transport';
import type { ApiKeyCreds } from './contract/routes-auth';
import { l2Signature } from './hmac';
import { L2_HEADERS } from './wire';

/*
 * The trading service's signing plug-in for the one transport: L2 headers made per attempt (a fresh
 * timestamp each time) over the path under the mount and the exact body text sent, and one
 * re-derivation of the credentials on a 401, however many calls saw the same stale ones fail.
 */

export type Creds = ApiKeyCreds;

export type L2Signer = Signer & { credentials(): Creds; address: `0x${string}` };

export function createL2Signer(
  creds: Creds,
  address: `0x${string}`,
  /** epoch milliseconds */
  now: () => number,
  onUnauthorized?: () => Promise<Creds>,
): L2Signer {
  let current = creds;
  let refreshing: Promise<Creds> | undefined;
  // which credentials signed which headers: a call that failed with stale ones after another call
  // already refreshed them just signs again
  const signedBy = new WeakMap<object, Creds>();

  return {
    address,
    credentials: () => current,
    async headers({ method, path, body }) {
      const c = current;
      const timestamp = String(Math.floor(now() / 1000));
      const headers = {
        [L2_HEADERS.address]: address,
        [L2_HEADERS.signature]: await l2Signature(c.secret, { timestamp, method, path, body }),
        [L2_HEADERS.timestamp]: timestamp,
        [L2_HEADERS.apiKey]: c.apiKey,
        [L2_HEADERS.passphrase]: c.passphrase,
      };
      signedBy.set(headers, c);
      return headers;
    },
    refresh: onUnauthorized
      ? async (signed) => {
          if (current !== signedBy.get(signed)) return;
          refreshing ??= onUnauthorized()
            .then((fresh) => (current = fresh))
            .finally(() => (refreshing = undefined));
          await refreshing;
        }
      : undefined,
  };
}
