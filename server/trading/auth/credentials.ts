import { createHmac } from 'node:crypto';

/*
 * API credentials are never stored. Each is a function of the service key (meta
 * `clob_service_key`, kept with the dataset) and the key's identity:
 *
 *   apiKey     = UUID-shaped (v4 bits) from HMAC(serviceKey, 'key|' + kind + '|' + address + '|' + nonce)
 *   secret     = base64url (padding kept, 44 characters) of HMAC(serviceKey, 'secret|' + apiKey)
 *   passphrase = hex of HMAC(serviceKey, 'passphrase|' + apiKey), 64 characters
 *
 * So the database holds only who owns which key, a leaked database reveals no secret, and derive
 * answers the very credential create did. Nothing here is ever logged.
 */

export type KeyKind = 'trading' | 'builder';

export type Credentials = { apiKey: string; secret: string; passphrase: string };

/** The public service's secrets are base64url with their padding; clients decode either spelling. */
const base64url = (bytes: Buffer) => bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_');

function uuidFrom(bytes: Buffer): string {
  const b = Buffer.from(bytes.subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x40; // version 4
  b[8] = (b[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type CredentialDeriver = ReturnType<typeof createCredentialDeriver>;

/** `serviceKey`: 32 bytes or more, base64url. `address` lower-case, `nonce` canonical decimal. */
export function createCredentialDeriver(serviceKey: string) {
  const key = Buffer.from(serviceKey, 'base64url');
  if (key.length < 32) throw new Error('the trading service key must hold at least 32 bytes');
  const mac = (text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

  /** The raw 32 bytes the L2 HMAC is keyed with (what the client gets by decoding `secret`). */
  const secretBytes = (apiKey: string) => mac(`secret|${apiKey}`);
  const passphrase = (apiKey: string) => mac(`passphrase|${apiKey}`).toString('hex');

  return {
    apiKey: (kind: KeyKind, address: string, nonce: string) => uuidFrom(mac(`key|${kind}|${address}|${nonce}`)),
    secretBytes,
    passphrase,
    credentials: (apiKey: string): Credentials => ({
      apiKey,
      secret: base64url(secretBytes(apiKey)),
      passphrase: passphrase(apiKey),
    }),
  };
}
