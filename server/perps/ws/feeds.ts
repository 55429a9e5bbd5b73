import { INSTRUMENTS, instrumentById, type SeededInstrument } from '../../../src/api/perps/instruments';
import { writeDecimal } from '../../../src/api/perps/wire-decimal';
import type { PerpsContext } from '../context';
import type { PerpsEvents } from '../events';
import { candles, INTERVALS } from '../info/candles';
import { marketViews } from '../info/market-data';
import { pusd } from '../market/units';

/*
 * The socket's feeds beyond book, bbo and trades (facts §8). Public: `tickers::{iid|all}` and
 * `statistics::{iid|all}` every second, `klines::{iid}::{interval}` every second and at each trade
 * of the instrument, built by the REST routes' own builders and shortened to the socket's keys;
 * an `all` channel gets one array of every instrument's. Private: funding at each hourly payment,
 * deposits and withdrawals as the sandbox moves them, notifications as they are stored.
 * Nothing is built for a channel no client holds.
 */

export type FeedSink = {
  /** The channels some client holds now. */
  subscribed: () => Set<string>;
  /** Pushes to every client that holds `ch`. */
  broadcast: (ch: string, data: unknown) => void;
  /** Pushes to the account's authenticated clients that hold `ch`. */
  toAccount: (account: string, ch: string, data: () => unknown) => void;
};

const FEED_MS = 1_000;
const KLINES = /^klines::(\d+)::([0-9a-z]+)$/;

export function perpsFeeds(ctx: PerpsContext, events: PerpsEvents, sink: FeedSink, periodMs = FEED_MS) {
  const views = marketViews(ctx);
  const ticker = (i: SeededInstrument) => {
    const t = views.ticker(i);
    return {
      iid: t.instrument_id,
      idx: t.index_price,
      mark: t.mark_price,
      last: t.last_price,
      mid: t.mid_price,
      oi: t.open_interest,
      fr: t.funding_rate,
      nxf: t.next_funding,
    };
  };
  const statistic = (i: SeededInstrument) => {
    const s = views.statistic(i);
    return { iid: s.instrument_id, vol: s.volume, open: s.open_price, klines: s.klines };
  };
  /** The open candle of the interval, the one a trade or a new sample moves; none before its first sample. */
  const kline = (iid: number, interval: string) => {
    const i = instrumentById(iid)!;
    const ms = INTERVALS[interval]!;
    const now = ctx.nowMs();
    return candles(ctx.market, i, ms, Math.floor(now / ms) * ms, now).rows.map((r) => r.tuple);
  };

  const pushKlines = (chs: Set<string>, iid?: number) => {
    for (const ch of chs) {
      const m = KLINES.exec(ch);
      if (!m || (iid !== undefined && Number(m[1]) !== iid)) continue;
      const rows = kline(Number(m[1]), m[2]!);
      if (rows.length > 0) sink.broadcast(ch, rows);
    }
  };

  const publicTick = () => {
    const chs = sink.subscribed();
    if (chs.size === 0) return;
    ctx.market.sync();
    const builders: [string, (i: SeededInstrument) => unknown][] = [
      ['tickers', ticker],
      ['statistics', statistic],
    ];
    for (const [kind, build] of builders) {
      if (chs.has(`${kind}::all`)) sink.broadcast(`${kind}::all`, INSTRUMENTS.map(build));
      for (const i of INSTRUMENTS) if (chs.has(`${kind}::${i.instrument_id}`)) sink.broadcast(`${kind}::${i.instrument_id}`, build(i));
    }
    pushKlines(chs);
  };
  const timer = setInterval(publicTick, periodMs);
  timer.unref();

  const offs = [
    events.on('trade', (t) => pushKlines(sink.subscribed(), t.instrument_id)),
    events.on('funding', (f) =>
      sink.toAccount(f.account, 'funding', () => {
        const i = instrumentById(f.iid)!;
        // fua: the asset the payment settles in ([I]: the docs list the key, not its meaning)
        return {
          iid: f.iid,
          sz: (f.size < 0 ? '-' : '') + writeDecimal(BigInt(Math.abs(f.size)), i.quantity_decimals),
          fr: f.rate,
          fund: pusd(f.amount),
          fua: 'pUSD',
          ts: f.ts,
        };
      }),
    ),
    events.on('deposit', (d) =>
      sink.toAccount(d.account, 'deposits', () => ({ hash: d.hash, asset: 'pUSD', amount: pusd(d.amount), status: d.status })),
    ),
    events.on('withdrawal', (w) =>
      sink.toAccount(w.account, 'withdrawals', () => ({
        withdraw_id: w.id,
        asset: 'pUSD',
        amount: pusd(w.amount),
        fee: '0',
        status: w.status,
        to: w.to,
        hash: w.hash,
      })),
    ),
    events.on('notification', (n) => sink.toAccount(n.account, 'notifications', () => n.item)),
  ];

  return {
    close() {
      clearInterval(timer);
      for (const off of offs) off();
    },
  };
}
