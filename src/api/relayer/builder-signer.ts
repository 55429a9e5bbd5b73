import type { Signer } from '../transport';
import { l2Signature } from '../trading/hmac';
import { BUILDER_HEADERS } from '../trading/wire';

/*
 * The relayer's signing plug-in for the one transport: the four POLY_BUILDER_* headers, made per
 * attempt over timestamp + METHOD + path (under the relayer's mount, as the service verifies it) +
 * the exact body text, with the CLOB L2 HMAC (relayer facts §3). The credentials live in this
 * closure only: the caller keeps them in memory and never writes them anywhere.
 */

/** A builder credential as POST /auth/builder-api-key answers it. */
export type BuilderCreds = { key: string; secret: string; passphrase: string };

export function createBuilderSigner(
  creds: BuilderCreds,
  /** epoch milliseconds */
  now: () => number = Date.now,
): Signer {
  if (!creds.key || !creds.secret || !creds.passphrase) throw new Error('builder credentials are incomplete');
  return {
    async headers({ method, path, body }) {
      const timestamp = String(Math.floor(now() / 1000));
      return {
        [BUILDER_HEADERS.apiKey]: creds.key,
        [BUILDER_HEADERS.passphrase]: creds.passphrase,
        [BUILDER_HEADERS.signature]: await l2Signature(creds.secret, { timestamp, method, path, body }),
        [BUILDER_HEADERS.timestamp]: timestamp,
      };
    },
  };
}
