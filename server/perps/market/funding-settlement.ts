import { instrumentById } from '../../../src/api/perps/instruments';
import type { Db } from '../../db/connection';
import type { Ledger } from '../../ledger';
import type { FundingPaid } from '../events';
import { RATE_SCALE, rateText } from './funding';
import type { PerpsMarket } from './market';
import { notionalMicro } from './units';

/*
 * Hourly funding (facts §6.5): at each hour every open position pays or receives
 * value-at-mark × hourly rate; a positive rate has longs pay shorts. Through the ledger, one
 * movement per position, the rate kept with it. The payer's share rounds up and the receiver's
 * down, so funding never creates money; a payer whose collateral is short pays what it has (the
 * liquidation engine, not funding, deals with the shortfall).
 */

export function fundingSettlement(db: Db, ledger: Ledger, market: () => PerpsMarket, paid: (f: FundingPaid) => void = () => {}) {
  const positions = db.prepare<[number], { account: string; size: number }>(
    'SELECT account, size FROM perps_positions WHERE instrument_id = ? AND size != 0 ORDER BY account',
  );
  return (iid: number, rate: bigint, hourMs: number) => {
    if (rate === 0n) return;
    const i = instrumentById(iid)!;
    const mark = market().mark(iid);
    for (const p of positions.all(iid)) {
      const value = notionalMicro(i, mark, BigInt(Math.abs(p.size)));
      const due = value * (rate < 0n ? -rate : rate);
      const pays = p.size > 0 === rate > 0n;
      let amount = pays ? -((due + RATE_SCALE - 1n) / RATE_SCALE) : due / RATE_SCALE;
      if (pays && -amount > BigInt(ledger.perps.collateralOf(p.account))) amount = -BigInt(ledger.perps.collateralOf(p.account));
      if (amount === 0n) continue;
      ledger.perps.funding({ account: p.account, instrumentId: iid, amount: Number(amount), ts: hourMs, rate: rateText(rate) });
      paid({ account: p.account, iid, size: p.size, rate: rateText(rate), amount: Number(amount), ts: hourMs });
    }
  };
}
