import type { Context } from 'hono';
import { recoverTypedDataAddress, type Hex } from 'viem';
import { CONTRACTS } from '../../../src/api/config';
import { withdrawTypedData } from '../../../src/api/perps/op-signing';
import { toMicro } from '../../../src/lib/decimal';
import type { ServedRoutes } from '../../kit/mount';
import { MAX_AGE_MS, MAX_SKEW_MS } from '../auth/signed-op';
import { ADDRESS, jsonBody, PerpsError, type PerpsContext } from '../context';
import { checkEngine } from '../overload';
import { accountQueries } from './portfolio';
import { transferRows } from './transfers';

/*
 * POST /v1/account/withdraw (facts §6.6): always owner-signed (the Withdraw typed data, with the
 * vault as verifyingContract, ts in seconds). The sandbox pays it out to the `to` address's
 * trading cash through the ledger at once, so the row is confirmed; more than `withdrawable` is a
 * 422 that still names its withdraw id (the row is kept as failed).
 */

const BASE_UNITS = /^[1-9]\d{0,15}$/;

export function withdrawResource(ctx: PerpsContext): ServedRoutes {
  const q = accountQueries(ctx);
  const rows = transferRows(ctx);
  const seen = ctx.db.prepare<[string], number>('SELECT 1 FROM perps_signatures WHERE sig = ?').pluck();
  const remember = ctx.db.prepare<[string, number]>('INSERT INTO perps_signatures (sig, ts) VALUES (?, ?)');
  const pay = ctx.db.transaction((account: string, to: string, micro: number) => {
    const { id, hash } = rows.record(account, 'withdrawal', 'trading', micro);
    ctx.ledger.perps.transferOut({ account, to, amount: micro, ts: ctx.nowMs(), ref: hash });
    return { account, id, hash, amount: micro, status: 'confirmed', to };
  });

  return {
    withdraw: async (c: Context) => {
      const body = await jsonBody(c);
      const op = body.op as { type?: unknown; args?: Record<string, unknown> } | undefined;
      if (op?.type !== 'withdraw' || typeof op.args !== 'object' || op.args === null)
        throw new PerpsError(400, 'expected op type withdraw');
      const { account, token, amount, to } = op.args;
      if (![account, token, to].every((a) => typeof a === 'string' && ADDRESS.test(a))) throw new PerpsError(400, 'invalid address');
      if (typeof amount !== 'string' || !BASE_UNITS.test(amount)) throw new PerpsError(400, 'invalid amount');
      if ((token as string).toLowerCase() !== CONTRACTS.collateral.toLowerCase()) throw new PerpsError(400, 'unsupported token');
      const { sig, salt, ts } = body;
      if (typeof sig !== 'string' || !Number.isSafeInteger(salt) || !Number.isSafeInteger(ts))
        throw new PerpsError(400, 'invalid signature');
      const nowS = ctx.nowMs() / 1000;
      if ((ts as number) < nowS - MAX_AGE_MS / 1000 || (ts as number) > nowS + MAX_SKEW_MS / 1000)
        throw new PerpsError(400, 'invalid signature');
      const args = { account: account as Hex, token: token as Hex, amount, to: to as Hex };
      let signer: string;
      try {
        signer = await recoverTypedDataAddress({
          ...withdrawTypedData(args, salt as number, ts as number, ctx.chainId),
          signature: sig as Hex,
        });
      } catch {
        throw new PerpsError(400, 'invalid signature');
      }
      if (signer.toLowerCase() !== (account as string).toLowerCase()) throw new PerpsError(400, 'invalid signature');
      checkEngine(ctx, 'withdraw');
      if (seen.get(sig.toLowerCase())) throw new PerpsError(422, 'signature_already_used');
      remember.run(sig.toLowerCase(), ctx.nowMs());
      const owner = (account as string).toLowerCase();
      const micro = Number(amount);
      if (BigInt(micro) > toMicro(q.portfolio(owner).body.withdrawable)) {
        const id = rows.failed(owner, micro);
        ctx.events.emit('withdrawal', {
          account: owner,
          id,
          hash: '0x',
          amount: micro,
          status: 'failed',
          to: (to as string).toLowerCase(),
        });
        return c.json({ status: 'err', withdraw_id: id, error: 'insufficient_balance' }, 422);
      }
      const paid = pay(owner, (to as string).toLowerCase(), micro);
      ctx.events.emit('withdrawal', paid);
      return c.json({ status: 'ok', withdraw_id: paid.id });
    },
  };
}
