import type { Signer } from '../transport';
import { createHmacSigner } from '../trading/l2-signer';
import { BUILDER_HEADERS } from '../trading/wire';

/*
 * The relayer's signing plug-in for the one transport: the four POLY_BUILDER_* headers, made per
 * attempt over timestamp + METHOD + path (under the relayer's mount, as the service verifies it) +
 * the exact body text, with the CLOB L2 HMAC (relayer facts §3). The credentials live in this
 * closure only: the caller keeps them in memory and never writes them anywhere. A 401 (a key
 * revoked, a service that forgot it) gets one fresh key from `onUnauthorized`, however many calls
 * saw the old one fail; the transport then signs and sends once more (a 401 was not acted on).
 */

/** A builder credential as POST /auth/builder-api-key answers it. */
export type BuilderCreds = { key: string; secret: string; passphrase: string };

export function createBuilderSigner(
  creds: BuilderCreds,
  /** epoch milliseconds */
  now: () => number = Date.now,
  onUnauthorized?: () => Promise<BuilderCreds>,
): Signer & { credentials(): BuilderCreds } {
  const check = (c: BuilderCreds) => {
    if (!c.key || !c.secret || !c.passphrase) throw new Error('builder credentials are incomplete');
    return c;
  };
  return createHmacSigner(
    check(creds),
    now,
    (c, signature, timestamp) => ({
      [BUILDER_HEADERS.apiKey]: c.key,
      [BUILDER_HEADERS.passphrase]: c.passphrase,
      [BUILDER_HEADERS.signature]: signature,
      [BUILDER_HEADERS.timestamp]: timestamp,
    }),
    onUnauthorized && (async () => check(await onUnauthorized())),
  );
}
