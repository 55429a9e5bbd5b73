import type { Handler } from 'hono';
import type { RelayerContext, RelayerEnv } from '../context';
import type { WalletStore } from '../wallets/store';
import { createBlockClock, type Executor } from './block-clock';
import { submitHandler, transactionHandler, transactionsHandler } from './handlers';
import { createTransactionStore } from './store';

/** Transactions: submit, read back, and the block clock that walks their states. */
export function transactionResource(ctx: RelayerContext, wallets: WalletStore, execute: Executor, stepMs: number) {
  const store = createTransactionStore(ctx);
  const clock = createBlockClock(ctx, store, wallets, execute, stepMs);
  // whatever a previous run left on its way carries on
  clock.arm();
  const routes: Record<string, Handler<RelayerEnv>> = {
    transaction: transactionHandler(store),
    transactions: transactionsHandler(store),
    submit: submitHandler(ctx, store, wallets, clock.arm),
  };
  return { routes, clock };
}
