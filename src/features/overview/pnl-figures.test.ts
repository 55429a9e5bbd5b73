import { describe, expect, it } from 'vitest';
import type { UserPnlPoint } from '../../api/data/contract/schemas-boards';
import { formatUsd } from '../../lib/format';
import { describePnl, incomeOf, kpisAddUp, pnlKpis, summarisePnl, toChartPoints } from './pnl-figures';

function point(timestamp: number, realized: number, unrealized: number): UserPnlPoint {
  const zero = {
    source_block: 1,
    realized_market_pnl: realized,
    realized_lp_pnl: 0,
    realized_combo_pnl: 0,
    fees: -1.5,
    fees_paid: -1.5,
    fees_refunded: 0,
    maker_rebate: 0,
    taker_rebate: 0,
    reward_income: 0,
    yield_income: 0,
    referral_income: 0,
    sponsored_income: 0,
    wallet_income: 0,
    settled_pnl: 0,
    economic_pnl: 0,
    trade_pnl: 0,
    deposits: 0,
    withdrawals: 0,
    cashflow_net: 0,
    volume: 0,
    volume_usdc: 0,
    trade_count: 0,
  };
  // position_pnl written the way the wire writes it: its own rounding of the exact sum
  const position = Math.round((realized + unrealized) * 1e6) / 1e6;
  return { ...zero, timestamp, realized_pnl: realized, unrealized_pnl: unrealized, position_pnl: position };
}

describe('PnL figures from a series', () => {
  const series = [point(1000, 0.1, 0.2), point(2000, -5, 1.25), point(3000, 2.5, 10), point(4000, 0.3, -0.1)];

  it('takes the KPIs from the last point as served', () => {
    const k = pnlKpis(series)!;
    expect(k).toEqual({ total: '0.2', realized: '0.3', unrealized: '-0.1', fees: '-1.5', timestamp: 4000 });
    expect(kpisAddUp(k)).toBe(true);
    expect(pnlKpis([])).toBeNull();
  });

  it('knows when the parts do not make the total', () => {
    expect(kpisAddUp({ total: '1', realized: '0.5', unrealized: '0.499999', fees: '0', timestamp: 0 })).toBe(false);
  });

  it('summarises the line exactly: ends, change, first high and first low', () => {
    const s = summarisePnl([...series, point(5000, 2.5, 10)])!;
    expect(s).toMatchObject({ points: 5, from: 1000, to: 5000, first: '0.3', last: '12.5', change: '12.2' });
    expect(s.high).toEqual({ value: '12.5', timestamp: 3000 });
    expect(s.low).toEqual({ value: '-3.75', timestamp: 2000 });
    expect(summarisePnl([])).toBeNull();
  });

  it('puts the summary into words with the formatters given', () => {
    const text = describePnl(summarisePnl(series)!, {
      money: (v) => formatUsd(v),
      signedMoney: (v) => formatUsd(v, { signed: true }),
      time: (t) => `t${t}`,
    });
    expect(text).toBe(
      'Total PnL went from $0.30 on t1000 to $0.20 on t4000, a change of -$0.10 over 4 points. ' +
        'Highest $12.50 on t3000; lowest -$3.75 on t2000. Now: realized +$0.30, unrealized -$0.10.',
    );
  });

  it('draws in milliseconds', () => {
    expect(toChartPoints(series.slice(0, 1))).toEqual([{ t: 1_000_000, total: 0.3, realized: 0.1, unrealized: 0.2 }]);
  });
});

describe('incomeOf', () => {
  it('reads fees, rebates, rewards, yield and referrals off the last point, exactly', () => {
    const last = {
      ...point(200, 1, 2),
      maker_rebate: 0.1,
      taker_rebate: 0.2,
      reward_income: 301.97,
      yield_income: 5.5,
      referral_income: 1,
    };
    expect(incomeOf([point(100, 0, 0), last])).toEqual({ fees: '-1.5', rebates: '0.3', rewards: '301.97', yield: '5.5', referrals: '1' });
    expect(incomeOf([])).toBeNull();
  });
});
