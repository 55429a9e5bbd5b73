import type { Context } from 'hono';
import { INSTRUMENTS, instrumentById } from '../../../src/api/perps/instruments';
import { readDecimal } from '../../../src/api/perps/wire-decimal';
import type { ServedRoutes } from '../../kit/mount';
import { accountOf } from '../auth/proxy-guard';
import { badQuery, intQuery, type PerpsContext } from '../context';
import { MAKER } from '../market/makers';
import { notionalMicro, pusd, ratio } from '../market/units';

/*
 * Volumes from perps_fills: GET /v1/account/stats (the account's last 7 days, facts §10) and the
 * public GET /v1/info/exchange-stats (a window of at most 31 days). Notional is summed in micro
 * pUSD from each fill's price and quantity, exact; a trade counts once for the exchange (its
 * taker side), once per side for an account.
 */

const DAY_MS = 86_400_000;
const MAX_WINDOW_MS = 31 * DAY_MS;
/** The maker share's places: a fraction, truncated. */
const SHARE_PLACES = 6;

type FillVolume = { account: string; instrument_id: number; price: string; quantity: string; taker: number };

const notional = (f: FillVolume) => {
  const i = instrumentById(f.instrument_id)!;
  return notionalMicro(i, readDecimal(f.price, i.price_decimals) as bigint, readDecimal(f.quantity, i.quantity_decimals) as bigint);
};

export function accountStatsResource(ctx: PerpsContext): ServedRoutes {
  const fills = ctx.db.prepare<[string, number], FillVolume>(
    'SELECT account, instrument_id, price, quantity, taker FROM perps_fills WHERE account = ? AND ts > ?',
  );
  return {
    stats: (c: Context) => {
      let [taker, maker] = [0n, 0n];
      for (const f of fills.all(accountOf(c), ctx.nowMs() - 7 * DAY_MS)) {
        if (f.taker === 1) taker += notional(f);
        else maker += notional(f);
      }
      const volume = taker + maker;
      return c.json({
        volume_7d: pusd(volume),
        taker_volume_7d: pusd(taker),
        maker_volume_7d: pusd(maker),
        account_maker_share_7d: ratio(maker, volume, SHARE_PLACES),
      });
    },
  };
}

export function exchangeStatsResource(ctx: PerpsContext): ServedRoutes {
  const fills = ctx.db.prepare<[number, number], FillVolume>(
    'SELECT account, instrument_id, price, quantity, taker FROM perps_fills WHERE ts >= ? AND ts <= ?',
  );
  return {
    exchangeStats: (c: Context) => {
      const end = intQuery(c, 'end_timestamp') ?? ctx.nowMs();
      const start = intQuery(c, 'start_timestamp') ?? end - DAY_MS;
      if (end < start) throw badQuery('end_timestamp must not be before start_timestamp');
      if (end - start > MAX_WINDOW_MS) throw badQuery('the window must not exceed 31 days');
      const per = new Map(INSTRUMENTS.map((i) => [i.instrument_id, { volume: 0n, trades: 0 }]));
      const traders = new Set<string>();
      for (const f of fills.all(start, end)) {
        if (f.account !== MAKER) traders.add(f.account);
        if (f.taker !== 1) continue;
        const row = per.get(f.instrument_id)!;
        row.volume += notional(f);
        row.trades++;
      }
      const rows = [...per].map(([iid, r]) => ({
        instrument_id: iid,
        symbol: instrumentById(iid)!.symbol,
        volume: pusd(r.volume),
        trade_count: r.trades,
      }));
      return c.json({
        start_timestamp: start,
        end_timestamp: end,
        volume: pusd([...per.values()].reduce((s, r) => s + r.volume, 0n)),
        trade_count: rows.reduce((s, r) => s + r.trade_count, 0),
        traders: traders.size,
        instruments: rows,
      });
    },
  };
}
