import type { Context } from 'hono';
import { CONTRACTS } from '../../../src/api/config';
import { toMicro } from '../../../src/lib/decimal';
import type { ServedRoutes } from '../../kit/mount';
import { accountOf } from '../auth/proxy-guard';
import { readSigned, signatureChecks } from '../auth/signed-op';
import { labelOf, ADDRESS, intQuery, jsonBody, PerpsError, type PerpsContext } from '../context';
import { pusd } from '../market/units';
import { accountQueries } from './portfolio';

/*
 * Internal transfers of collateral between perps accounts (facts §3, §2.3): an internalTransfer Op
 * signed by the account's proxy key, `amount` in pUSD, at most what the account could withdraw.
 * Through the ledger (two movements under the transfer's id); each side lists it with its direction.
 */

const AMOUNT = /^\d{1,12}(\.\d{1,6})?$/;

type Row = { id: number; from_account: string; to_account: string; amount: number; label: string | null; ts: number };

export function internalTransferResource(ctx: PerpsContext): ServedRoutes {
  const sigs = signatureChecks(ctx);
  const q = accountQueries(ctx);
  const insert = ctx.db.prepare<[string, string, number, string | null, number]>(
    'INSERT INTO perps_internal_transfers (from_account, to_account, amount, label, ts) VALUES (?, ?, ?, ?, ?)',
  );
  const list = ctx.db.prepare<[string, string, number], Row>(
    `SELECT * FROM perps_internal_transfers WHERE (from_account = ? OR to_account = ?) AND ts >= ? ORDER BY id DESC LIMIT 101`,
  );
  const run = ctx.db.transaction((from: string, to: string, micro: number, label: string | null) => {
    const id = Number(insert.run(from, to, micro, label, ctx.nowMs()).lastInsertRowid);
    ctx.ledger.perps.internalTransfer({ account: from, to, amount: micro, ts: ctx.nowMs(), ref: `internal:${id}` });
    return id;
  });

  return {
    internalTransfer: async (c: Context) => {
      const body = await jsonBody(c);
      const signed = readSigned(body, 'internalTransfer');
      const a = signed.op.args as { account?: unknown; token?: unknown; amount?: unknown; to?: unknown };
      if (typeof a.account !== 'string' || typeof a.to !== 'string' || !ADDRESS.test(a.account) || !ADDRESS.test(a.to))
        throw new PerpsError(400, 'invalid address');
      if (typeof a.token !== 'string' || a.token.toLowerCase() !== CONTRACTS.collateral.toLowerCase())
        throw new PerpsError(400, 'unsupported token');
      if (typeof a.amount !== 'string' || !AMOUNT.test(a.amount) || toMicro(a.amount) <= 0n) throw new PerpsError(400, 'invalid amount');
      const label = labelOf(body);
      const { account } = await sigs.proxyOp(signed);
      const from = a.account.toLowerCase();
      const to = a.to.toLowerCase();
      if (from !== account) throw new PerpsError(400, 'account does not match the signer');
      if (to === from) throw new PerpsError(400, 'cannot transfer to the same account');
      const micro = toMicro(a.amount);
      if (micro > toMicro(q.portfolio(from).body.withdrawable)) throw new PerpsError(422, 'insufficient_balance');
      return c.json({ status: 'ok', transfer_id: run(from, to, Number(micro), label) });
    },
    internalTransfers: (c: Context) => {
      const account = accountOf(c);
      const direction = c.req.query('direction');
      if (direction !== undefined && direction !== 'in' && direction !== 'out') throw new PerpsError(400, 'direction must be in or out');
      const rows = list
        .all(account, account, intQuery(c, 'start_timestamp') ?? 0)
        .filter((r) => direction === undefined || (direction === 'out') === (r.from_account === account));
      return c.json({
        data: rows.slice(0, 100).map((r) => ({
          transfer_id: r.id,
          direction: r.from_account === account ? 'out' : 'in',
          from: r.from_account,
          to: r.to_account,
          asset: 'pUSD',
          amount: pusd(r.amount),
          ...(r.label ? { label: r.label } : {}),
          timestamp: r.ts,
        })),
        more: rows.length > 100,
      });
    },
  };
}
