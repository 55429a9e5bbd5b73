import { z } from 'zod/mini';
import '../../zod-messages';
import { defineRoute } from '../../route-record';

/*
 * Credentials: a wallet's L1 signature creates or derives the API key of one nonce; the key's L2
 * headers then list and delete keys and manage builder keys. Shapes as the official client reads
 * them (ApiKeyRaw, BuilderApiKey, BuilderApiKeyResponse).
 */

const none = z.object({});

/** Every credential route counts against the API-key row of the rate limits. */
const AUTH = ['auth'];

/** What create and derive answer: all three are needed for L2. The field is `apiKey`, not `key`. */
export const ApiKeyCreds = z.object({ apiKey: z.string(), secret: z.string(), passphrase: z.string() });
export type ApiKeyCreds = z.infer<typeof ApiKeyCreds>;

/** The caller's live trading keys. Never their secrets: a list is no way to recover a credential. */
export const ApiKeyList = z.object({ apiKeys: z.array(z.string()) });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

/** A new builder credential (named `key` here, as the official client types it). */
export const BuilderApiKeyCreds = z.object({ key: z.string(), secret: z.string(), passphrase: z.string() });
export type BuilderApiKeyCreds = z.infer<typeof BuilderApiKeyCreds>;

/** One of the caller's builder keys, revoked ones included; times are RFC 3339. */
export const BuilderApiKeyInfo = z.object({ key: z.string(), createdAt: z.string(), revokedAt: z.optional(z.string()) });
export type BuilderApiKeyInfo = z.infer<typeof BuilderApiKeyInfo>;

/** Names the builder key to revoke; without it, the calling key is revoked when it is a builder key. */
export const RevokeBuilderApiKeyBody = z.object({ key: z.optional(z.string()) });

export const authRoutes = {
  createApiKey: defineRoute({
    method: 'POST',
    path: '/auth/api-key',
    summary: 'Create the API credential of the signed nonce (a nonce creates once, even after deletion)',
    tag: 'auth',
    buckets: AUTH,
    auth: 'l1',
    response: ApiKeyCreds,
  }),
  deriveApiKey: defineRoute({
    method: 'GET',
    path: '/auth/derive-api-key',
    summary: 'The API credential created earlier for the signed nonce',
    tag: 'auth',
    buckets: AUTH,
    auth: 'l1',
    query: none,
    response: ApiKeyCreds,
  }),
  getApiKeys: defineRoute({
    method: 'GET',
    path: '/auth/api-keys',
    summary: "The caller's API keys that are not deleted",
    tag: 'auth',
    buckets: AUTH,
    auth: 'l2',
    query: none,
    response: ApiKeyList,
  }),
  deleteApiKey: defineRoute({
    method: 'DELETE',
    path: '/auth/api-key',
    summary: 'Delete the calling API key',
    tag: 'auth',
    buckets: AUTH,
    auth: 'l2',
    response: z.literal('OK'),
  }),
  createBuilderApiKey: defineRoute({
    method: 'POST',
    path: '/auth/builder-api-key',
    summary: 'Create a builder API credential for the caller (a fresh one each call)',
    tag: 'builder',
    buckets: AUTH,
    auth: 'l2',
    response: BuilderApiKeyCreds,
  }),
  getBuilderApiKeys: defineRoute({
    method: 'GET',
    path: '/auth/builder-api-key',
    summary: "The caller's builder API keys, revoked ones included",
    tag: 'builder',
    buckets: AUTH,
    auth: 'l2',
    builderKey: true,
    query: none,
    response: z.array(BuilderApiKeyInfo),
  }),
  revokeBuilderApiKey: defineRoute({
    method: 'DELETE',
    path: '/auth/builder-api-key',
    summary: 'Revoke a builder API key: the one named in the body, else the calling builder key',
    tag: 'builder',
    buckets: AUTH,
    auth: 'l2',
    builderKey: true,
    body: RevokeBuilderApiKeyBody,
    response: z.literal('OK'),
  }),
};
