import { formatUnits } from 'viem';
import { APPROVALS_CATALOGUE, MAX_ALLOWANCE } from '../../../src/api/data/approvals-catalogue';
import { CONTRACTS } from '../../../src/api/config';
import type { Ledger } from '../../ledger';
import type { TradingContext } from '../context';

/* The SQL of the account routes: whose funds a key speaks for, balances, allowances, notifications. */

export type AssetType = 'COLLATERAL' | 'CONDITIONAL';

/** The trading catalogue entries, per asset: which spenders a balance-allowance answer lists. */
const SPENDERS: Record<AssetType, { id: string; spender: string }[]> = {
  COLLATERAL: APPROVALS_CATALOGUE.filter((e) => e.feature === 'trading' && e.token === CONTRACTS.collateral),
  CONDITIONAL: APPROVALS_CATALOGUE.filter((e) => e.feature === 'trading' && e.token === CONTRACTS.conditionalTokens),
};

export type NotificationRow = {
  id: string;
  type: 1 | 2;
  owner: string;
  timestamp: number;
  payload: Record<string, unknown>;
};

type FillRow = {
  trade_id: number;
  ts: number;
  order_id: string;
  api_key: string;
  condition_id: string;
  asset: string;
  side: string;
  order_price: number;
  size: number;
  trade_price: number;
  trader_side: 'TAKER' | 'MAKER';
  tx_hash: string;
};

type CancelRow = {
  id: string;
  api_key: string;
  condition_id: string;
  asset: string;
  side: string;
  price: number;
  original_size: number;
  size_matched: number;
  updated_at: number;
};

/** Notifications listed per request, newest first: the public service keeps a short backlog too. */
const BACKLOG = 100;

export function createAccountStore(ctx: TradingContext, ledger: Ledger) {
  const { db } = ctx;
  const wallet = db.prepare<[string, number], { wallet: string }>(
    'SELECT wallet FROM clob_wallets WHERE owner = ? AND signature_type = ? ORDER BY wallet LIMIT 1',
  );
  const approval = db.prepare<[string, string], { approved: number; amount: string | null }>(
    'SELECT approved, amount FROM approvals WHERE user = ? AND contract_id = ?',
  );
  const fills = db.prepare<[string, number], FillRow>(`
    SELECT f.trade_id, f.ts, o.id AS order_id, o.api_key, o.condition_id, o.asset, o.side, o.price AS order_price,
           t.size, t.price AS trade_price, t.tx_hash,
           CASE WHEN f.taker_order_id = o.id THEN 'TAKER' ELSE 'MAKER' END AS trader_side
    FROM clob_orders o JOIN clob_fills f ON f.taker_order_id = o.id OR f.maker_order_id = o.id
    JOIN trades t ON t.id = f.trade_id
    WHERE o.maker = ? ORDER BY f.trade_id DESC LIMIT ?`);
  const cancels = db.prepare<[string, number], CancelRow>(`
    SELECT id, api_key, condition_id, asset, side, price, original_size, size_matched, updated_at
    FROM clob_orders WHERE maker = ? AND status = 'CANCELED' ORDER BY updated_at DESC, seq DESC LIMIT ?`);
  const dropped = db.prepare<[string], { id: string }>('SELECT id FROM clob_dropped_notifications WHERE funder = ?');
  const drop = db.prepare<[string, string]>('INSERT OR IGNORE INTO clob_dropped_notifications (funder, id) VALUES (?, ?)');
  const d = (micro: number) => formatUnits(BigInt(micro), 6);

  return {
    /** The address whose funds a key's EOA trades with: itself (type 0) or the wallet of that type it controls. */
    funderOf(address: string, signatureType: number): string | undefined {
      return signatureType === 0 ? address : wallet.get(address, signatureType)?.wallet;
    },
    /** Micro units: pUSD for COLLATERAL, shares of one token for CONDITIONAL. */
    balanceOf: (funder: string, asset: AssetType, tokenId?: string) =>
      asset === 'COLLATERAL' ? ledger.cashOf(funder) : (ledger.positionOf(funder, tokenId!)?.size ?? 0),
    allowancesOf(funder: string, asset: AssetType): Record<string, string> {
      const out: Record<string, string> = {};
      for (const e of SPENDERS[asset]) {
        const row = approval.get(funder, e.id);
        // an ERC-1155 approval is for all tokens, so it reads as unlimited, like an unlimited ERC-20 one
        out[e.spender] = row?.approved === 1 ? (row.amount ?? MAX_ALLOWANCE) : '0';
      }
      return out;
    },
    notificationsOf(funder: string): NotificationRow[] {
      const gone = new Set(dropped.all(funder).map((r) => r.id));
      const rows: NotificationRow[] = [
        ...cancels.all(funder, BACKLOG).map((o) => ({
          id: `cancel-${o.id}`,
          type: 1 as const,
          owner: o.api_key,
          timestamp: o.updated_at,
          payload: {
            order_id: o.id,
            market: o.condition_id,
            asset_id: o.asset,
            side: o.side,
            price: d(o.price),
            original_size: d(o.original_size),
            size_matched: d(o.size_matched),
          },
        })),
        ...fills.all(funder, BACKLOG).map((f) => ({
          id: `fill-${f.trade_id}-${f.order_id}`,
          type: 2 as const,
          owner: f.api_key,
          timestamp: f.ts,
          payload: {
            order_id: f.order_id,
            trade_id: String(f.trade_id),
            market: f.condition_id,
            asset_id: f.asset,
            side: f.side,
            // a maker fills at its own price; the trade row carries the taker's
            price: d(f.trader_side === 'MAKER' ? f.order_price : f.trade_price),
            size: d(f.size),
            trader_side: f.trader_side,
            transaction_hash: f.tx_hash,
          },
        })),
      ];
      return rows
        .filter((n) => !gone.has(n.id))
        .sort((a, b) => b.timestamp - a.timestamp || (a.id < b.id ? 1 : -1))
        .slice(0, BACKLOG);
    },
    drop: db.transaction((funder: string, ids: readonly string[]) => {
      for (const id of ids) drop.run(funder, id);
    }),
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
