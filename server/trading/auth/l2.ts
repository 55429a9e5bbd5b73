import { createHmac, timingSafeEqual } from 'node:crypto';
import { l2Message } from '../../../src/api/trading/hmac';
import { L2_HEADERS } from '../../../src/api/trading/wire';
import type { TradingContext } from '../context';
import { parseTimestamp, withinWindow } from './clock-window';
import type { CredentialDeriver, KeyKind } from './credentials';
import type { AuthStore } from './store';

/*
 * L2: POLY_SIGNATURE is HMAC-SHA256, keyed with the credential's secret, over timestamp + method +
 * path (under the service's mount, no query) + raw body. The secret and passphrase are derived
 * again from the key (credentials.ts) rather than read, and both comparisons run in constant time.
 */

/** What the request is: the method as sent, the path under the mount ('/order'), the raw body ('' when none). */
export type L2Request = { header: (name: string) => string | undefined; method: string; path: string; body: string };

export type L2Identity = { apiKey: string; address: string; kind: KeyKind };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 32 bytes of base64, either alphabet, padding optional. */
const MAC = /^[A-Za-z0-9+/_-]{43}=?$/;

export function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The key's owner when the key is live, of an allowed kind (trading; builder too when `builderKey`)
 * and the passphrase is the key's: the half of an L2 check that involves no MAC.
 */
export function liveKey(store: AuthStore, creds: CredentialDeriver, apiKey: string, passphrase: string, builderKey: boolean) {
  if (!UUID.test(apiKey)) return undefined;
  const row = store.byKey(apiKey);
  if (!row || row.revoked_at !== null) return undefined;
  if (row.kind !== 'trading' && !(builderKey && row.kind === 'builder')) return undefined;
  if (!sameBytes(Buffer.from(passphrase, 'utf8'), Buffer.from(creds.passphrase(apiKey), 'utf8'))) return undefined;
  return row;
}

/** Whether `signature` (base64, either alphabet) is the key's HMAC of `message`; compared in constant time. */
export function macMatches(creds: CredentialDeriver, apiKey: string, message: string, signature: string): boolean {
  if (!MAC.test(signature)) return false;
  const expected = createHmac('sha256', creds.secretBytes(apiKey)).update(message, 'utf8').digest();
  return sameBytes(Buffer.from(signature, 'base64'), expected);
}

/**
 * The calling key, or undefined for any fault (unknown, revoked or wrong-kind key, passphrase,
 * address, stale timestamp, signature): the caller answers every one with INVALID_API_KEY.
 * `builderKey`: whether the route takes a builder key as well as a trading key.
 */
export function verifyL2(
  ctx: TradingContext,
  store: AuthStore,
  creds: CredentialDeriver,
  req: L2Request,
  builderKey: boolean,
): L2Identity | undefined {
  const apiKey = req.header(L2_HEADERS.apiKey);
  const passphrase = req.header(L2_HEADERS.passphrase);
  const address = req.header(L2_HEADERS.address);
  const timestamp = req.header(L2_HEADERS.timestamp);
  const signature = req.header(L2_HEADERS.signature);
  if (!apiKey || !passphrase || !address || !signature) return undefined;

  const row = liveKey(store, creds, apiKey, passphrase, builderKey);
  if (!row || address.toLowerCase() !== row.address) return undefined;
  const seconds = parseTimestamp(timestamp);
  if (seconds === undefined || !withinWindow(seconds, ctx.nowMs())) return undefined;

  // the timestamp goes in as the client wrote it: that string is what it signed
  const message = l2Message({ timestamp: timestamp!, method: req.method, path: req.path, body: req.body });
  if (!macMatches(creds, apiKey, message, signature)) return undefined;
  return { apiKey, address: row.address, kind: row.kind };
}
