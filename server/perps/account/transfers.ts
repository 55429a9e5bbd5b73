import type { Context } from 'hono';
import { keccak256, parseUnits, toHex } from 'viem';
import type { ServedRoutes } from '../../kit/mount';
import { fromLoopback } from '../../trading/shared/loopback';
import { LedgerError } from '../../ledger/ledger-error';
import { ADDRESS, jsonBody, PerpsError, type PerpsContext } from '../context';
import { pusd } from '../market/units';
import { PERPS_VAULT } from '../../../src/api/perps/op-signing';

/*
 * Funding the perps account in the sandbox, where the on-chain deposit is simulated: the faucet
 * credits test pUSD, and a deposit moves pUSD from the account's trading cash; both go through the
 * ledger and appear in /v1/account/deposits, confirmed at once. Loopback only (like the trading
 * service's faucet): free money must not be reachable from a LAN address.
 */

const AMOUNT = /^\d{1,9}(\.\d{1,6})?$/;

type Row = {
  id: number;
  direction: string;
  source: string;
  amount: number;
  status: string;
  hash: string;
  created_at: number;
  confirmed_at: number | null;
  account: string;
};

export function transferRows(ctx: PerpsContext) {
  const rows = ctx.db.prepare<[string, string, number, number], Row>(
    `SELECT * FROM perps_transfers WHERE account = ? AND direction = ? AND created_at >= ? AND created_at <= ? ORDER BY id DESC LIMIT 101`,
  );
  const insert = ctx.db.prepare<[string, string, string, number, string, string, number, number | null]>(
    'INSERT INTO perps_transfers (account, direction, source, amount, status, hash, created_at, confirmed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const setHash = ctx.db.prepare<[string, number]>('UPDATE perps_transfers SET hash = ? WHERE id = ?');
  return {
    list(account: string, direction: 'deposit' | 'withdrawal', w: { start: number; end: number }) {
      const all = rows.all(account, direction, w.start, w.end);
      const data = all.slice(0, 100).map((r) =>
        direction === 'deposit'
          ? {
              hash: r.hash,
              asset: 'pUSD',
              amount: pusd(r.amount),
              status: r.status,
              from: r.account,
              to: PERPS_VAULT.toLowerCase(),
              confirmations: 1,
              required_confirmations: 1,
              created_timestamp: r.created_at,
              ...(r.confirmed_at ? { confirmed_timestamp: r.confirmed_at } : {}),
            }
          : {
              withdraw_id: r.id,
              hash: r.hash,
              asset: 'pUSD',
              amount: pusd(r.amount),
              fee: '0',
              status: r.status,
              to: r.account,
              created_timestamp: r.created_at,
            },
      );
      return { data, more: all.length > 100 };
    },
    /** A confirmed row; its hash stands in for the simulated chain transaction. */
    record(account: string, direction: 'deposit' | 'withdrawal', source: string, amount: number): { id: number; hash: string } {
      const now = ctx.nowMs();
      const id = Number(insert.run(account, direction, source, amount, 'confirmed', '', now, now).lastInsertRowid);
      const hash = keccak256(toHex(`perps:${direction}:${id}`));
      setHash.run(hash, id);
      return { id, hash };
    },
    /** A refused withdrawal: kept (it has an id the caller was told), never mined. */
    failed(account: string, amount: number): number {
      return Number(insert.run(account, 'withdrawal', 'trading', amount, 'failed', '0x', ctx.nowMs(), null).lastInsertRowid);
    },
  };
}

export function sandboxFundingResource(ctx: PerpsContext): ServedRoutes {
  const rows = transferRows(ctx);
  const read = async (c: Context) => {
    if (!fromLoopback(c, ctx.sandbox)) throw new PerpsError(404, 'not_found');
    const body = await jsonBody(c);
    const amount = typeof body.amount === 'number' ? String(body.amount) : body.amount;
    if (typeof body.address !== 'string' || !ADDRESS.test(body.address)) throw new PerpsError(400, 'address must be a 0x address');
    if (typeof amount !== 'string' || !AMOUNT.test(amount) || parseUnits(amount, 6) <= 0n)
      throw new PerpsError(400, 'amount must be a positive pUSD decimal with at most 6 places');
    return { account: body.address.toLowerCase(), micro: Number(parseUnits(amount, 6)) };
  };
  const credit = ctx.db.transaction((account: string, micro: number, source: 'faucet' | 'trading') => {
    const { id, hash } = rows.record(account, 'deposit', source, micro);
    const move = { account, amount: micro, ts: ctx.nowMs(), ref: hash };
    if (source === 'faucet') ctx.ledger.perps.faucet(move);
    else ctx.ledger.perps.transferIn(move);
    return { account, id, hash, amount: micro, status: 'confirmed', to: PERPS_VAULT.toLowerCase() };
  });
  const answer = (c: Context, account: string) => c.json({ status: 'ok', balance: pusd(ctx.ledger.perps.collateralOf(account)) });
  return {
    faucet: async (c: Context) => {
      const { account, micro } = await read(c);
      ctx.events.emit('deposit', credit(account, micro, 'faucet'));
      return answer(c, account);
    },
    sandboxDeposit: async (c: Context) => {
      const { account, micro } = await read(c);
      try {
        ctx.events.emit('deposit', credit(account, micro, 'trading'));
      } catch (e) {
        if (e instanceof LedgerError && e.code === 'INSUFFICIENT_CASH') throw new PerpsError(422, 'insufficient_balance');
        throw e;
      }
      return answer(c, account);
    },
  };
}
