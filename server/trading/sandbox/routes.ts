import type { Ledger } from '../../ledger';
import type { TradingResource } from '../context';
import { faucetHandler } from './faucet';
import { infoHandler } from './info';
import { walletHandler } from './wallets';

/** Sandbox-only helpers of the local service (the public service has none). */
export const sandboxResource =
  (ledger: Ledger, sandbox: boolean): TradingResource =>
  (ctx) => ({ info: infoHandler(ctx), faucet: faucetHandler(ctx, ledger, sandbox), wallet: walletHandler(ctx, sandbox) });
