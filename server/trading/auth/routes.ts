import type { TradingResource } from '../mount-routes';
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

/** Credentials: trading keys (created and derived by L1, listed and deleted by L2) and builder keys. */
export const authResource: TradingResource = (ctx) => {
  const store = createAuthStore(ctx);
  const creds = createCredentialDeriver(ctx.serviceKey);
  return {
    createApiKey: createApiKey(ctx, store, creds),
    deriveApiKey: deriveApiKey(store, creds),
    getApiKeys: getApiKeys(store),
    deleteApiKey: deleteApiKey(ctx, store),
    createBuilderApiKey: createBuilderApiKey(ctx, store, creds),
    getBuilderApiKeys: getBuilderApiKeys(store),
    revokeBuilderApiKey: revokeBuilderApiKey(ctx, store),
  };
};
