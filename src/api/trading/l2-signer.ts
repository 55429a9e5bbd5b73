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

/**
 * A signing plug-in over an HMAC credential: headers made per attempt (a fresh timestamp each time)
 * over timestamp + METHOD + path + the exact body text, and one `onUnauthorized` refresh on a 401,
 * however many calls saw the same stale credential fail. The trading service's L2 headers and the
 * relayer's builder headers differ only in their names (`headersOf`).
 */
export function createHmacSigner<C extends { secret: string }>(
  creds: C,
  now: () => number,
  headersOf: (c: C, signature: string, timestamp: string) => Record<string, string>,
  onUnauthorized?: () => Promise<C>,
): Signer & { credentials(): C } {
  let current = creds;
  let refreshing: Promise<C> | undefined;
  // which credentials signed which headers: a call that failed with stale ones after another call
  // already refreshed them just signs again
  const signedBy = new WeakMap<object, C>();
  return {
    credentials: () => current,
    async headers({ method, path, body }) {
      const c = current;
      const timestamp = String(Math.floor(now() / 1000));
      const headers = headersOf(c, await l2Signature(c.secret, { timestamp, method, path, body }), timestamp);
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

export function createL2Signer(
  creds: Creds,
  address: `0x${string}`,
  /** epoch milliseconds */
  now: () => number,
  onUnauthorized?: () => Promise<Creds>,
): L2Signer {
  const signer = createHmacSigner(
    creds,
    now,
    (c, signature, timestamp) => ({
      [L2_HEADERS.address]: address,
      [L2_HEADERS.signature]: signature,
      [L2_HEADERS.timestamp]: timestamp,
      [L2_HEADERS.apiKey]: c.apiKey,
      [L2_HEADERS.passphrase]: c.passphrase,
    }),
    onUnauthorized,
  );
  return Object.assign(signer, { address });
}
