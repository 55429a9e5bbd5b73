import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MetadataMarket } from '../../api/metadata/schemas';
import { formatDate, formatShares } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Money } from '../../ui/money';
import { Skeleton } from '../../ui/skeleton';
import { WidgetBoundary } from '../../ui/widget';
import { marketOutcomes, summariseResolution, type ResolutionSummary } from './market-facts';
import { liveVolumeQueryOptions, openInterestQueryOptions, resolutionQueryOptions } from './queries';

/**
 * The market's figures: open interest, the live volume of its event (and its own share), its
 * lifetime volume, and how it resolved. Each figure loads, fails and retries on its own.
 */
export function MarketStats({ conditionId, market }: { conditionId: string; market: MetadataMarket | null | undefined }) {
  const eventId = market?.events[0]?.id;
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Market figures
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4" data-testid="market-stats">
        <Stat label="Open interest" hint="collateral locked in its shares">
          <WidgetBoundary name="Open interest">
            <OpenInterest conditionId={conditionId} />
          </WidgetBoundary>
        </Stat>
        <Stat label="Event taker volume (shares)" hint="all time, every market of the event">
          <WidgetBoundary name="Live volume">
            <LiveVolume
              conditionId={conditionId}
              eventId={eventId}
              noEvent={market === null || (market !== undefined && eventId === undefined)}
            />
          </WidgetBoundary>
        </Stat>
        <Stat label="Market volume (USD)" hint="all time, from the metadata service">
          {market ? <Money value={market.volume} /> : market === null ? '—' : <Skeleton className="h-6 w-28" />}
        </Stat>
        <Stat label="Resolution" hint="from the resolution feed">
          <WidgetBoundary name="Resolution">
            <Resolution conditionId={conditionId} market={market} />
          </WidgetBoundary>
        </Stat>
      </dl>
    </section>
  );
}

function Stat({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-400">
        {label} <span className="text-xs">({hint})</span>
      </dt>
      <dd className="mt-1 flex min-h-8 flex-col justify-center text-2xl font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

function Failed({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <span role="alert" className="flex items-center gap-2 text-sm font-normal text-rose-700 dark:text-rose-400">
      Could not load.
      <Button onClick={onRetry} disabled={busy} className="min-h-7 px-2 text-xs">
        Retry
      </Button>
    </span>
  );
}

function OpenInterest({ conditionId }: { conditionId: string }) {
  const q = useQuery(openInterestQueryOptions(conditionId));
  if (q.isError) return <Failed onRetry={() => void q.refetch()} busy={q.isFetching} />;
  if (q.data === undefined) return <Skeleton className="h-6 w-28" />;
  return (
    <span data-testid="open-interest">
      <Money value={q.data?.value ?? 0} />
    </span>
  );
}

function LiveVolume({ conditionId, eventId, noEvent }: { conditionId: string; eventId: string | undefined; noEvent: boolean }) {
  const q = useQuery(liveVolumeQueryOptions(eventId));
  if (noEvent) return '—';
  if (q.isError) return <Failed onRetry={() => void q.refetch()} busy={q.isFetching} />;
  if (q.data === undefined) return <Skeleton className="h-6 w-28" />;
  const mine = q.data.conditions.find((c) => c.condition_id.toLowerCase() === conditionId.toLowerCase());
  return (
    <>
      {/* /v2/live-volume counts shares taken, not dollars (docs/money-model.md) */}
      <span data-testid="live-volume">{formatShares(q.data.taker_volume_total)}</span>
      <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
        this market: {formatShares(mine?.taker_volume ?? 0)} shares
      </span>
    </>
  );
}

function resolutionWords(
  s: ResolutionSummary,
  outcomes: string[],
): { text: string; detail?: string; tone: 'positive' | 'neutral' | 'warning' | 'info' } {
  if (s.state === 'unknown') return { text: 'Unknown', detail: 'The resolution feed has no record of this market.', tone: 'neutral' };
  if (s.state === 'open')
    return {
      text: 'Open',
      detail: s.disputed ? 'A proposed outcome was disputed.' : s.inReview ? 'In extended review.' : 'Not resolved yet.',
      tone: s.disputed ? 'warning' : 'info',
    };
  const won = s.split ? 'Split payout' : s.winner !== null ? `${outcomes[s.winner] ?? `Outcome ${s.winner + 1}`} won` : 'No payout';
  return { text: 'Resolved', detail: `${won}${s.resolvedAt ? ` · ${formatDate(s.resolvedAt)}` : ''}`, tone: 'positive' };
}

function Resolution({ conditionId, market }: { conditionId: string; market: MetadataMarket | null | undefined }) {
  const q = useQuery(resolutionQueryOptions(conditionId));
  if (q.isError) return <Failed onRetry={() => void q.refetch()} busy={q.isFetching} />;
  if (q.data === undefined) return <Skeleton className="h-6 w-28" />;
  const outcomes = market ? marketOutcomes(market).map((o) => o.outcome) : [];
  const words = resolutionWords(summariseResolution(q.data ?? undefined), outcomes);
  return (
    <>
      <span className="flex items-center gap-2">
        <span data-testid="resolution-state">{words.text}</span>
        {q.data?.market_type === 'ATOMIC_NEGRISK' && <Badge tone="neutral">Neg-risk</Badge>}
      </span>
      {words.detail && (
        <span className="text-xs font-normal text-slate-600 dark:text-slate-400" data-testid="resolution-detail">
          {words.detail}
        </span>
      )}
    </>
  );
}
