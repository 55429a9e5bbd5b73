import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../api/config';
import type { UserPnlPoint } from '../../api/data/contract/schemas-boards';
import { kpisAddUp, pnlKpis } from './pnl-figures';
import { DEFAULT_RANGE, FIDELITIES, INTERVALS } from './pnl-range';
import { localService } from '../../testing/local-service';

describe('PnL KPIs of the demo trader, from the real service', () => {
  const data = localService().data.v2;
  let points: UserPnlPoint[] = [];

  beforeAll(async () => {
    points = (await data.userPnl({ user: DEMO_TRADER, interval: DEFAULT_RANGE.interval, fidelity: DEFAULT_RANGE.fidelity })).data.points;
  });

  it('shows the API last point, whose realized and unrealized make its total to the micro-dollar', () => {
    const k = pnlKpis(points)!;
    const last = points.at(-1)!;
    expect(Number(k.total)).toBe(last.position_pnl);
    expect(Number(k.realized)).toBe(last.realized_pnl);
    expect(Number(k.unrealized)).toBe(last.unrealized_pnl);
    expect(kpisAddUp(k)).toBe(true);
    expect(last.realized_pnl).not.toBe(0);
  });

  it('gets the same standing whatever window the chart shows', async () => {
    const k = pnlKpis(points)!;
    for (const interval of INTERVALS.filter((i) => i !== 'all')) {
      const other = await data.userPnl({ user: DEMO_TRADER, interval, fidelity: FIDELITIES[interval].at(-1)! });
      const o = pnlKpis(other.data.points)!;
      expect([o.total, o.realized, o.unrealized]).toEqual([k.total, k.realized, k.unrealized]);
    }
  });
});
