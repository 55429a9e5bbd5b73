import type { PerpsInstrument } from '../../api/perps/contract/schemas';
import { LiveStatusBadge } from '../../ui/live-status-badge';
import { Widget } from '../../ui/widget';
import { useLiveBook, useLiveStatus, useLiveTrades } from './live';
import { formatPrice, formatQty } from './perps-format';

/*
 * The book and the trades of the chosen instrument. The book comes straight from the socket: each
 * frame is a whole snapshot (the top 20 levels), so nothing is patched and nothing is polled. The
 * trades are read once and then grow from the socket (live.ts).
 */

const LEVELS = 10;
type Level = readonly [string, string];

function Side({ levels, side, pd }: { levels: readonly Level[]; side: 'bid' | 'ask'; pd: number }) {
  const colour = side === 'bid' ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400';
  return (
    <>
      {levels.map(([p, q]) => (
        <tr key={`${side}-${p}`} data-testid={`perps-book-${side}`}>
          <td className={`px-2 py-0.5 tabular-nums ${colour}`}>{formatPrice(p, pd)}</td>
          <td className="px-2 py-0.5 text-right tabular-nums">{formatQty(q)}</td>
        </tr>
      ))}
    </>
  );
}

export function BookPanel({ instrument }: { instrument: PerpsInstrument }) {
  const book = useLiveBook(instrument.instrument_id);
  const status = useLiveStatus();
  const pd = instrument.price_decimals;
  return (
    <Widget title={`Order book · ${instrument.symbol}`} testId="perps-book" actions={<LiveStatusBadge status={status} />}>
      {!book ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Connecting to the live book…</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Asks above, bids below</caption>
          <thead className="text-xs text-slate-600 dark:text-slate-400">
            <tr>
              <th className="px-2 text-left font-medium">Price</th>
              <th className="px-2 text-right font-medium">Size</th>
            </tr>
          </thead>
          <tbody>
            {/* the best ask sits just above the best bid */}
            <Side levels={book.a.slice(0, LEVELS).reverse()} side="ask" pd={pd} />
            <Side levels={book.b.slice(0, LEVELS)} side="bid" pd={pd} />
          </tbody>
        </table>
      )}
    </Widget>
  );
}

const time = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

export function TradesPanel({ instrument }: { instrument: PerpsInstrument }) {
  const trades = useLiveTrades(instrument.instrument_id);
  return (
    <Widget title="Trades" testId="perps-trades">
      {trades.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No trades yet; new ones appear here as they happen.</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-xs text-slate-600 dark:text-slate-400">
            <tr>
              <th className="px-2 text-left font-medium">Price</th>
              <th className="px-2 text-right font-medium">Size</th>
              <th className="px-2 text-right font-medium">Time</th>
            </tr>
          </thead>
          <tbody>
            {trades.map((t) => (
              <tr key={t.tid} data-testid="perps-trade">
                <td
                  className={`px-2 py-0.5 tabular-nums ${t.side === 'long' ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}`}
                >
                  {formatPrice(t.p, instrument.price_decimals)}
                </td>
                <td className="px-2 py-0.5 text-right tabular-nums">{formatQty(t.qty)}</td>
                <td className="px-2 py-0.5 text-right tabular-nums">{time.format(t.ts)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Widget>
  );
}
