import {
  COULD_NOT_CREATE_API_KEY,
  COULD_NOT_CREATE_BUILDER_KEY,
  COULD_NOT_DELETE_API_KEY,
  COULD_NOT_DERIVE_API_KEY,
  COULD_NOT_GET_BUILDER_KEYS,
  COULD_NOT_RETRIEVE_API_KEYS,
  COULD_NOT_REVOKE_BUILDER_KEY,
  INVALID_REVOKE_BODY,
  INVALID_REVOKE_HEADERS,
  NONCE_ALREADY_USED,
} from '../../../src/api/error-messages';
import type { Context, Handler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiKeyCreds, ApiKeyList, BuilderApiKeyCreds, BuilderApiKeyInfo } from '../../../src/api/trading/contract/routes-auth';
import type { TradingContext, TradingEnv } from '../context';
import { tradingError } from '../../kit/errors';
import type { CredentialDeriver } from './credentials';
import type { AuthStore } from './store';

/*
 * The credential routes. The guards have checked the caller (c.var.l1 or c.var.l2); these create,
 * derive, list and revoke, with the public service's messages. A store failure answers the route's
 * own message, as the spec lists one per route, rather than the generic internal error.
 */

type AuthHandler = Handler<TradingEnv>;

/** Runs `answer`; a throw (the database) becomes the route's documented failure. */
function orFail(c: Context, status: ContentfulStatusCode, message: string, answer: () => Response): Response {
  try {
    return answer();
  } catch (err) {
    console.error(`${message}:`, err instanceof Error ? err.message : err);
    return tradingError(c, status, message);
  }
}

const API_KEY_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const iso = (ms: number) => new Date(ms).toISOString();

/** POST /auth/api-key: the credential of (address, nonce), once per nonce; the body is ignored (clients send none). */
export const createApiKey =
  (ctx: TradingContext, store: AuthStore, creds: CredentialDeriver): AuthHandler =>
  (c) => {
    const { address, nonce } = c.var.l1;
    const apiKey = creds.apiKey('trading', address, nonce);
    if (!store.insert({ apiKey, address, nonce, kind: 'trading', createdAt: ctx.nowMs() })) {
      return tradingError(c, 400, COULD_NOT_CREATE_API_KEY, { code: NONCE_ALREADY_USED });
    }
    return c.json(creds.credentials(apiKey) satisfies ApiKeyCreds);
  };

/** GET /auth/derive-api-key: the credential create answered for this nonce, while it is not deleted. */
export const deriveApiKey =
  (store: AuthStore, creds: CredentialDeriver): AuthHandler =>
  (c) => {
    const { address, nonce } = c.var.l1;
    const row = store.byNonce(address, nonce, 'trading');
    if (!row || row.revoked_at !== null) return tradingError(c, 400, COULD_NOT_DERIVE_API_KEY);
    return c.json(creds.credentials(row.api_key) satisfies ApiKeyCreds);
  };

/** GET /auth/api-keys */
export const getApiKeys =
  (store: AuthStore): AuthHandler =>
  (c) =>
    orFail(c, 500, COULD_NOT_RETRIEVE_API_KEYS, () =>
      c.json({ apiKeys: store.liveKeys(c.var.l2.address, 'trading') } satisfies ApiKeyList),
    );

/** DELETE /auth/api-key: the calling key; its nonce stays used, and the sockets it opened are told. */
export const deleteApiKey =
  (ctx: TradingContext, store: AuthStore, revoked: (apiKey: string) => void): AuthHandler =>
  (c) =>
    orFail(c, 500, COULD_NOT_DELETE_API_KEY, () => {
      if (!store.revoke(c.var.l2.apiKey, ctx.nowMs())) return tradingError(c, 500, COULD_NOT_DELETE_API_KEY);
      revoked(c.var.l2.apiKey);
      return c.json('OK');
    });

/** POST /auth/builder-api-key: a fresh builder credential of the caller (the next builder nonce). */
export const createBuilderApiKey =
  (ctx: TradingContext, store: AuthStore, creds: CredentialDeriver): AuthHandler =>
  (c) =>
    orFail(c, 500, COULD_NOT_CREATE_BUILDER_KEY, () => {
      const { address } = c.var.l2;
      const apiKey = store.insertBuilderKey(address, ctx.nowMs(), (nonce) => creds.apiKey('builder', address, nonce));
      if (!apiKey) return tradingError(c, 500, COULD_NOT_CREATE_BUILDER_KEY);
      const { secret, passphrase } = creds.credentials(apiKey);
      return c.json({ key: apiKey, secret, passphrase } satisfies BuilderApiKeyCreds);
    });

/** GET /auth/builder-api-key */
export const getBuilderApiKeys =
  (store: AuthStore): AuthHandler =>
  (c) =>
    orFail(c, 500, COULD_NOT_GET_BUILDER_KEYS, () =>
      c.json(
        store.builderKeys(c.var.l2.address).map((row): BuilderApiKeyInfo => ({
          key: row.api_key,
          createdAt: iso(row.created_at),
          ...(row.revoked_at === null ? {} : { revokedAt: iso(row.revoked_at) }),
        })),
      ),
    );

/** The key a revoke body names: undefined for no body or no key, null for a body that is not `{key?: <api key>}`. */
function namedKey(raw: string): string | undefined | null {
  if (raw.trim() === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const key = (body as { key?: unknown }).key;
  if (key === undefined) return undefined;
  // only key-shaped names: the name is echoed in the failure message
  return typeof key === 'string' && API_KEY_SHAPE.test(key) ? key : null;
}

/**
 * DELETE /auth/builder-api-key: the builder key named in the body (`{"key": …}`), else the calling key
 * when it is a builder key (the official client sends no body, signed with the builder credential).
 */
export const revokeBuilderApiKey =
  (ctx: TradingContext, store: AuthStore): AuthHandler =>
  async (c) => {
    const named = namedKey(await c.req.text());
    if (named === null) return tradingError(c, 400, INVALID_REVOKE_BODY);
    const caller = c.var.l2;
    const target = named ?? (store.byKey(caller.apiKey)?.kind === 'builder' ? caller.apiKey : undefined);
    if (target === undefined) return tradingError(c, 400, INVALID_REVOKE_HEADERS);
    const failed = COULD_NOT_REVOKE_BUILDER_KEY.make({ key: target });
    return orFail(c, 500, failed, () => {
      const row = store.byKey(target);
      const mine = row !== undefined && row.kind === 'builder' && row.address === caller.address;
      return mine && store.revoke(target, ctx.nowMs()) ? c.json('OK') : tradingError(c, 500, failed);
    });
  };
