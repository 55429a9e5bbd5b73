import type { Context } from 'hono';
import { parseUnits } from 'viem';
import { APPROVALS_CATALOGUE, MAX_ALLOWANCE } from '../../../src/api/data/approvals-catalogue';
import type { Ledger } from '../../ledger';
import type { TradingContext } from '../context';
import { TradingError } from '../../kit/errors';
import { fromLoopback } from '../shared/loopback';

/*
 * POST /sandbox/faucet {address, amount}: credits `amount` test pUSD (a decimal in pUSD, up to six
 * places) through the ledger and approves every trading contract for the address, so a fresh wallet
 * can trade at once. Loopback only: the service may listen on a LAN address, and free money must not
 * be reachable from there. An in-process request has no socket; it counts as loopback only when the
 * app was built with `sandbox: true` (tests), never by default.
 */

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const AMOUNT = /^\d{1,9}(\.\d{1,6})?$/;
const BAD = 'Invalid faucet payload';

export function faucetHandler(ctx: TradingContext, ledger: Ledger, sandbox: boolean) {
  const approve = ctx.db.prepare<[string, string, string | null, number]>(
    'INSERT OR REPLACE INTO approvals (user, contract_id, approved, amount, updated_at) VALUES (?, ?, 1, ?, ?)',
  );
  const trading = APPROVALS_CATALOGUE.filter((e) => e.feature === 'trading');
  const credit = ctx.db.transaction((user: string, micro: number, ts: number) => {
    ledger.deposit({ user, amount: micro, ts });
    for (const e of trading) approve.run(user, e.id, e.standard === 'ERC20' ? MAX_ALLOWANCE : null, ts);
  });

  return async (c: Context) => {
    if (!fromLoopback(c, sandbox)) throw new TradingError(403, 'the faucet answers loopback requests only');
    let body: { address?: unknown; amount?: unknown };
    try {
      body = (await c.req.json()) as typeof body;
    } catch {
      throw new TradingError(400, BAD);
    }
    const amount = typeof body?.amount === 'number' ? String(body.amount) : body?.amount;
    if (typeof body?.address !== 'string' || !ADDRESS.test(body.address) || typeof amount !== 'string' || !AMOUNT.test(amount))
      throw new TradingError(400, BAD);
    const micro = Number(parseUnits(amount, 6));
    if (micro <= 0) throw new TradingError(400, BAD);
    const user = body.address.toLowerCase();
    credit(user, micro, Math.floor(ctx.nowMs() / 1000));
    return c.json({ address: user, balance: String(ledger.cashOf(user)) });
  };
}
