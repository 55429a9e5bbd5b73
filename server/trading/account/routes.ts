import type { Ledger } from '../../ledger';
import type { TradingResource } from '../context';
import { accountHandlers } from './handlers';
import { createAccountStore } from './store';

/** The caller's account: balance and allowances, notifications of its orders' fills and cancels. */
export const accountResource =
  (ledger: Ledger): TradingResource =>
  (ctx) =>
    accountHandlers(createAccountStore(ctx, ledger));
