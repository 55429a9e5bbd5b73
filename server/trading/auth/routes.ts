import type { TradingResource } from '../context';
import { createCredentialDeriver } from './credentials';
import {
  createApiKey,
  createBuilderApiKey,
  deleteApiKey,
  deriveApiKey,
  getApiKeys,
  getBuilderApiKeys,
  revokeBuilderApiKey,
} from './handlers';
import { createAuthStore } from './store';

/**
 * Credentials: trading keys (created and derived by L1, listed and deleted by L2) and builder keys.
 * `keyRevoked` hears of each deleted trading key (the user channel closes the sockets it opened).
 */
export const authResource =
  (keyRevoked: (apiKey: string) => void): TradingResource =>
  (ctx) => {
    const store = createAuthStore(ctx);
    const creds = createCredentialDeriver(ctx.serviceKey);
    return {
      createApiKey: createApiKey(ctx, store, creds),
      deriveApiKey: deriveApiKey(store, creds),
      getApiKeys: getApiKeys(store),
      deleteApiKey: deleteApiKey(ctx, store, keyRevoked),
      createBuilderApiKey: createBuilderApiKey(ctx, store, creds),
      getBuilderApiKeys: getBuilderApiKeys(store),
      revokeBuilderApiKey: revokeBuilderApiKey(ctx, store),
    };
  };
