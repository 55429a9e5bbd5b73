import { INVALID_ASSET_TYPE, INVALID_SIGNATURE_TYPE, INVALID_TOKEN_ID } from '../../../src/api/error-messages';
import type { Context } from 'hono';
import type { TradingEnv } from '../context';
import { TradingError } from '../../kit/errors';
import type { AccountStore, AssetType } from './store';
import { TOKEN_ID } from '../shared/wire-ids';
import { readUint } from '../../../src/api/wire-integer';

/*
 * Balance and allowances, and notifications. Both speak for the caller's funder: the key's own
 * address (signature_type 0, the default when absent, as the public docs mark it optional) or the
 * proxy, safe or deposit wallet of that type its EOA controls. A type the EOA controls no wallet of
 * is refused like an unknown type: the spec's invalid-funder failure carries that same message.
 */

type Ctx = Context<TradingEnv>;

const NOTIFICATION_ID = /^(cancel-0x[0-9a-f]{64}|fill-\d+-0x[0-9a-f]{64})$/;

function funder(c: Ctx, store: AccountStore): string {
  const raw = c.req.query('signature_type');
  const type = raw === undefined || raw === '' ? 0 : readUint(raw);
  if (type === undefined || ![0, 1, 2, 3].includes(type)) throw new TradingError(400, INVALID_SIGNATURE_TYPE);
  const address = store.funderOf(c.var.l2.address, type);
  if (!address) throw new TradingError(400, INVALID_SIGNATURE_TYPE);
  return address;
}

export function accountHandlers(store: AccountStore) {
  const balanceAllowance = (c: Ctx) => {
    const asset = c.req.query('asset_type');
    if (asset !== 'COLLATERAL' && asset !== 'CONDITIONAL') throw new TradingError(400, INVALID_ASSET_TYPE);
    const tokenId = c.req.query('token_id');
    if (asset === 'CONDITIONAL' && (!tokenId || !TOKEN_ID.test(tokenId))) throw new TradingError(400, INVALID_TOKEN_ID);
    const who = funder(c, store);
    // the ledger's balance, not net of open orders: the public service reports the wallet's
    // holdings and checks open orders' reservations only when an order is placed
    return c.json({
      balance: String(store.balanceOf(who, asset as AssetType, tokenId)),
      allowances: store.allowancesOf(who, asset as AssetType),
    });
  };
  return {
    balanceAllowance,
    // the ledger is the chain here: nothing is cached, so an update is a read
    updateBalanceAllowance: balanceAllowance,
    notifications: (c: Ctx) => c.json(store.notificationsOf(funder(c, store))),
    dropNotifications: (c: Ctx) => {
      const ids = (c.req.query('ids') ?? '').split(',').filter((s) => s !== '');
      if (ids.length === 0 || ids.some((id) => !NOTIFICATION_ID.test(id))) throw new TradingError(400, 'Invalid notification ids');
      store.drop(funder(c, store), ids);
      return c.json('OK');
    },
  };
}
