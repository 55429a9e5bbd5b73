import { Link } from 'wouter';
import type { MetadataEvent } from '../../api/metadata/schemas';
import { formatCount, formatDate } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { IconWithFallback } from '../../ui/icon-with-fallback';
import { Money } from '../../ui/money';
import { browserHref, DEFAULT_BROWSER_STATE } from './url-state';
import { MarketLine } from './market-line';

const SHOWN_MARKETS = 4;

/** The event's markets, busiest first. */
export const byVolume = (event: Pick<MetadataEvent, 'markets'>) => [...event.markets].sort((a, b) => b.volumeNum - a.volumeNum);

/** The markets a card shows. */
export const shownMarkets = (event: MetadataEvent) => byVolume(event).slice(0, SHOWN_MARKETS);

/** An event with its figures and its busiest markets; the title opens the whole event. */
export function EventCard({ event }: { event: MetadataEvent }) {
  const markets = byVolume(event);
  const more = markets.length - SHOWN_MARKETS;
  const eventHref = browserHref({ ...DEFAULT_BROWSER_STATE, event: Number(event.id) });
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      data-testid="event-card"
      data-event={event.id}
    >
      <div className="flex items-start gap-3">
        <IconWithFallback src={event.icon || event.image} alt="" size={40} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Link to={eventHref} className="rounded font-semibold hover:underline">
            {event.title}
          </Link>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
            {event.tags.map((t) => (
              <Badge key={t.id}>{t.label}</Badge>
            ))}
            {event.closed ? <Badge tone="warning">Closed</Badge> : <span>Ends {formatDate(event.endDate)}</span>}
            <span>
              Vol. (USD) <Money value={event.volume} />
            </span>
            <span>
              OI <Money value={event.openInterest} />
            </span>
          </span>
        </div>
      </div>
      <div className="mt-2 divide-y divide-slate-100 border-t border-slate-100 dark:divide-slate-800 dark:border-slate-800">
        {markets.slice(0, SHOWN_MARKETS).map((m) => (
          <MarketLine key={m.conditionId} market={m} />
        ))}
      </div>
      {more > 0 && (
        <Link to={eventHref} className="mt-1 inline-block rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
          {formatCount(more)} more {more === 1 ? 'market' : 'markets'} in this event →
        </Link>
      )}
    </li>
  );
}
