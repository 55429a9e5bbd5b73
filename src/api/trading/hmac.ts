/*
 * The L2 request signature: HMAC-SHA256 over timestamp + method + path (no query) + raw body, keyed
 * with the base64url (or base64) secret, written as base64 with + → - and / → _ (padding kept).
 * WebCrypto, so the browser and Node compute it with the same code.
 */

function decodeSecret(secret: string): Uint8Array<ArrayBuffer> {
  const b64 = secret
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/[^A-Za-z0-9+/=]/g, '');
  const bin = atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function toUrlSafeBase64(bytes: ArrayBuffer): string {
  let bin = '';
  for (const b of new Uint8Array(bytes)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_');
}

export type L2Message = { timestamp: string | number; method: string; path: string; body?: string };

/**
 * The string the MAC covers. The path is the service's own (`/order`, not a proxy's `/clob/order`)
 * and the query string is never part of it; the method goes in as sent (HTTP methods are upper case).
 */
export function l2Message(m: L2Message): string {
  const path = m.path.split('?')[0]!;
  return `${m.timestamp}${m.method}${path}${m.body ?? ''}`;
}

export async function l2Signature(secret: string, m: L2Message): Promise<string> {
  const key = await crypto.subtle.importKey('raw', decodeSecret(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(l2Message(m)));
  return toUrlSafeBase64(mac);
}
