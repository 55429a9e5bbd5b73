import type { Handler } from 'hono';
import type { RelayerContext, RelayerEnv } from '../context';
import { deployedHandler, nonceHandler, relayPayloadHandler } from './handlers';
import type { WalletStore } from './store';

/** Wallets: nonces and deployment, read by the signer's EOA or the wallet. */
export const walletResource = (ctx: RelayerContext, store: WalletStore): Record<string, Handler<RelayerEnv>> => ({
  nonce: nonceHandler(ctx, store),
  relayPayload: relayPayloadHandler(ctx, store),
  deployed: deployedHandler(store),
});
