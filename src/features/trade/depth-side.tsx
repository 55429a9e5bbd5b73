import { formatCents, formatShares } from '../../lib/format';
import { cx } from '../../ui/cx';
import { pickOf, type DepthLevel } from './book-depth';
import { pickLevel } from './book-pick';

/*
 * One side of the desk's book: each level a button (a click or Enter fills the ticket up to it),
 * with its shares and the shares summed from the best level. Asks are drawn best at the bottom,
 * next to the bids' best at the top, so the spread sits between them; past a few levels, they scroll.
 */

export function DepthSide({
  tokenId,
  outcome,
  book,
  levels,
  onPick,
}: {
  tokenId: string;
  outcome: string;
  book: 'asks' | 'bids';
  levels: DepthLevel[];
  onPick: (tokenId: string) => void;
}) {
  const asks = book === 'asks';
  const tone = asks ? 'text-rose-700 dark:text-rose-400' : 'text-emerald-700 dark:text-emerald-400';
  if (levels.length === 0) return <p className="text-sm text-slate-500">No {asks ? 'asks' : 'bids'}</p>;
  return (
    <ol
      aria-label={`${outcome} ${asks ? 'asks' : 'bids'}`}
      className={cx('flex max-h-56 overflow-y-auto', asks ? 'flex-col-reverse' : 'flex-col')}
    >
      {levels.map((l) => (
        <li key={l.price}>
          <button
            type="button"
            data-testid={`${book}-level`}
            // says what a click does without repeating the ticket's "Buy Yes" / "Sell Yes" labels
            aria-label={`${outcome} ${asks ? 'ask' : 'bid'} ${formatCents(Number(l.price))}: fill the ticket to ${asks ? 'buy' : 'sell'} ${formatShares(Number(l.cumShares))} shares up to it`}
            className="grid w-full grid-cols-3 gap-2 rounded px-1 py-0.5 text-sm tabular-nums hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:hover:bg-slate-800"
            onClick={() => {
              pickLevel(pickOf(tokenId, book, l));
              onPick(tokenId);
            }}
          >
            <span className={cx('text-left', tone)}>{formatCents(Number(l.price))}</span>
            <span className="text-right">{formatShares(Number(l.size))}</span>
            <span className="text-right text-slate-500 dark:text-slate-400">{formatShares(Number(l.cumShares))}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
