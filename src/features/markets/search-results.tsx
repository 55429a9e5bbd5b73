import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import type { MetadataEvent } from '../../api/metadata/schemas';
import { displayName } from '../../lib/display-name';
import { formatCount } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { IconWithFallback } from '../../ui/icon-with-fallback';
import { Skeleton } from '../../ui/skeleton';
import { LiveQuotes } from '../../ui/live-quotes';
import { Widget } from '../../ui/widget';
import { browserHref, DEFAULT_BROWSER_STATE } from './url-state';
import { MarketLine, openTokens } from './market-line';
import { searchQueryOptions } from './queries';

/** Events (with the markets in them), tags and profiles matching the search text. */
export function SearchResults({ q, onClear }: { q: string; onClear: () => void }) {
  const query = useQuery(searchQueryOptions(q));
  const r = query.data;
  return (
    <Widget
      title={`Results for “${q.trim()}”`}
      testId="search-results"
      actions={<LiveQuotes tokenIds={openTokens(r?.events.flatMap((e) => e.markets) ?? [])} />}
    >
      {query.isError ? (
        <ErrorPanel title="Could not search" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !r ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : r.events.length === 0 && r.tags.length === 0 && r.profiles.length === 0 ? (
        <EmptyState title="Nothing matches" actions={<Button onClick={onClear}>Clear the search</Button>}>
          <p>No event, market, tag or trader contains “{q.trim()}”. Try one word of a market's question.</p>
        </EmptyState>
      ) : (
        <div
          className={query.isPlaceholderData ? 'flex flex-col gap-4 opacity-60' : 'flex flex-col gap-4'}
          aria-busy={query.isPlaceholderData}
        >
          {r.events.length > 0 && (
            <section aria-labelledby="found-events">
              <h3 id="found-events" className="mb-1 text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
                Events · {formatCount(r.pagination.totalResults)} found
                {r.pagination.hasMore ? `, the ${r.events.length} busiest shown` : ''}
              </h3>
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {r.events.map((e) => (
                  <FoundEvent key={e.id} event={e} />
                ))}
              </ul>
            </section>
          )}
          {r.tags.length > 0 && (
            <section aria-labelledby="found-tags">
              <h3 id="found-tags" className="mb-2 text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
                Tags
              </h3>
              <ul className="flex flex-wrap gap-2">
                {r.tags.map((t) => (
                  <li key={t.id}>
                    <Link
                      to={browserHref({ ...DEFAULT_BROWSER_STATE, tag: Number(t.id) })}
                      className="inline-flex min-h-8 items-center rounded-full border border-slate-300 px-3 text-sm hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
                    >
                      {t.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {r.profiles.length > 0 && (
            <section aria-labelledby="found-profiles">
              <h3 id="found-profiles" className="mb-2 text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
                Traders
              </h3>
              <ul className="flex flex-wrap gap-2">
                {r.profiles.map((p) => (
                  <li key={p.proxyWallet}>
                    <Link
                      to={`/portfolio/${p.proxyWallet}`}
                      className="inline-flex min-h-8 items-center gap-2 rounded-full border border-slate-300 px-2 pr-3 text-sm hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
                    >
                      <IconWithFallback src={p.profileImage} alt="" size={20} className="rounded-full" />
                      {displayName({
                        name: p.name,
                        pseudonym: p.pseudonym,
                        displayUsernamePublic: p.displayUsernamePublic,
                        address: p.proxyWallet,
                      })}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Widget>
  );
}

function FoundEvent({ event }: { event: MetadataEvent }) {
  return (
    <li className="py-2" data-testid="found-event" data-event={event.id}>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={browserHref({ ...DEFAULT_BROWSER_STATE, event: Number(event.id) })} className="rounded font-semibold hover:underline">
          {event.title}
        </Link>
        {event.closed && <Badge>Closed</Badge>}
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {formatCount(event.markets.length)} {event.markets.length === 1 ? 'market' : 'markets'}
        </span>
      </div>
      <div className="pl-2">
        {event.markets.map((m) => (
          <MarketLine key={m.conditionId} market={m} />
        ))}
      </div>
    </li>
  );
}
