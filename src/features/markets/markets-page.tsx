import { useId } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { Button, buttonClass } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { LinkTabs } from '../../ui/link-tabs';
import { LiveQuotes } from '../../ui/live-quotes';
import { Money } from '../../ui/money';
import { Skeleton } from '../../ui/skeleton';
import { useUrlState } from '../../ui/use-url-state';
import { WidgetBoundary } from '../../ui/widget';
import {
  BROWSER_PAGE_SIZE,
  BROWSER_TABS,
  STATUSES,
  STATUS_LABELS,
  TAB_LABELS,
  applyBrowserChange,
  browserHref,
  hasNextPage,
  readBrowserState,
  writeBrowserState,
  type BrowserState,
} from './url-state';
import { byVolume, EventCard, shownMarkets } from './event-card';
import { MarketLine, openTokens } from './market-line';
import { eventQueryOptions, eventsQueryOptions, rankedQueryOptions, tagsQueryOptions } from './queries';
import { RankedMarkets } from './ranked-markets';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';

type Change = (patch: Partial<BrowserState>, options?: { replace?: boolean }) => void;
const STATUS_CHOICES = STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** `/markets`: search, events by tag, and markets ranked by volume or open interest; every choice in the URL. */
export function MarketsPage() {
  const { value: state, change: update } = useUrlState(readBrowserState, writeBrowserState);
  const change: Change = (patch, options) => update((s) => applyBrowserChange(s, patch), options);
  const tabs = BROWSER_TABS.map((id) => ({ id, label: TAB_LABELS[id], to: browserHref({ ...state, tab: id, page: 1, event: 0 }) }));

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold tracking-tight">Markets</h1>
      <SearchBox value={state.q} onSearch={(q) => change({ q: q.trim() === '' ? '' : q }, { replace: true })} />
      {state.q.trim() !== '' && (
        <WidgetBoundary name="Search">
          <SearchResults q={state.q} onClear={() => change({ q: '' })} />
        </WidgetBoundary>
      )}
      {state.event > 0 ? (
        <WidgetBoundary name="Event">
          <EventDetail id={state.event} backHref={browserHref({ ...state, event: 0 })} />
        </WidgetBoundary>
      ) : (
        <>
          <LinkTabs label="Lists" tabs={tabs} current={state.tab} />
          <div className="flex flex-wrap items-end gap-4" role="group" aria-label="List choices">
            <TagSelect value={state.tag} onChange={(tag) => change({ tag })} />
            <ChoiceGroup legend="State" value={state.status} options={STATUS_CHOICES} onChange={(status) => change({ status })} />
          </div>
          <WidgetBoundary key={state.tab} name={TAB_LABELS[state.tab]}>
            {state.tab === 'events' ? <EventsList state={state} change={change} /> : <RankedList state={state} change={change} />}
          </WidgetBoundary>
        </>
      )}
    </div>
  );
}

function TagSelect({ value, onChange }: { value: number; onChange: (tag: number) => void }) {
  const id = useId();
  const tags = useQuery(tagsQueryOptions());
  const options = (tags.data ?? []).map((t) => ({ id: Number(t.id), label: t.label }));
  if (value > 0 && !options.some((o) => o.id === value))
    options.push({ id: value, label: tags.data ? `Tag ${value} (unknown)` : `Tag ${value}` });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600 dark:text-slate-400">
        Category tag
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="min-h-10 rounded-md border border-slate-300 bg-white px-2.5 text-sm dark:border-slate-600 dark:bg-slate-900"
      >
        <option value={0}>Every tag</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Pager({ state, rows, busy, change }: { state: BrowserState; rows: number | undefined; busy: boolean; change: Change }) {
  const from = (state.page - 1) * BROWSER_PAGE_SIZE + 1;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-end gap-3 text-sm">
      <p aria-live="polite" className="text-slate-600 tabular-nums dark:text-slate-400" data-testid="rows-range">
        {rows === undefined ? '\u00a0' : rows === 0 ? 'No rows' : `${formatCount(from)}–${formatCount(from + rows - 1)}`}
      </p>
      <Button onClick={() => change({ page: state.page - 1 })} disabled={busy || state.page <= 1}>
        Previous
      </Button>
      <Button onClick={() => change({ page: state.page + 1 })} disabled={busy || rows === undefined || !hasNextPage(rows, state.page)}>
        Next
      </Button>
    </nav>
  );
}

function NothingListed({ state, change, what }: { state: BrowserState; change: Change; what: string }) {
  if (state.page > 1) {
    return (
      <EmptyState title={`No ${what} on this page`} actions={<Button onClick={() => change({ page: 1 })}>Go to the first page</Button>}>
        <p>The list ended on an earlier page.</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title={`No ${what} here`}
      actions={
        <>
          {state.status !== 'all' && (
            <Button variant="primary" onClick={() => change({ status: 'all' })}>
              Show open and closed
            </Button>
          )}
          {state.tag > 0 && <Button onClick={() => change({ tag: 0 })}>Show every tag</Button>}
        </>
      }
    >
      <p>Nothing matches this tag and state. Widen the choices above.</p>
    </EmptyState>
  );
}

/** The lists' live badge, on a row of its own that is there from the first frame: nothing moves when it appears. */
const LiveRow = ({ tokenIds }: { tokenIds: readonly string[] }) => (
  <div className="flex h-4 justify-end">
    <LiveQuotes tokenIds={tokenIds} />
  </div>
);

function EventsList({ state, change }: { state: BrowserState; change: Change }) {
  const query = useQuery(eventsQueryOptions(state));
  const rows = query.data;
  if (query.isError)
    return (
      <ErrorPanel title="Could not load the events" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  if (rows && rows.length === 0 && !query.isPlaceholderData) return <NothingListed state={state} change={change} what="events" />;
  return (
    <div className="flex flex-col gap-3">
      <LiveRow tokenIds={openTokens(rows?.flatMap(shownMarkets) ?? [])} />
      {rows ? (
        <ul
          className={query.isPlaceholderData ? 'flex flex-col gap-3 opacity-60' : 'flex flex-col gap-3'}
          aria-busy={query.isPlaceholderData}
          data-testid="events-list"
        >
          {rows.map((e) => (
            <EventCard key={e.id} event={e} />
          ))}
        </ul>
      ) : (
        <div className="flex flex-col gap-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44 w-full rounded-lg" />
          ))}
        </div>
      )}
      <Pager state={state} rows={rows?.length} busy={query.isPlaceholderData} change={change} />
    </div>
  );
}

function RankedList({ state, change }: { state: BrowserState; change: Change }) {
  const query = useQuery(rankedQueryOptions(state));
  const rows = query.data;
  const by = state.tab === 'oi' ? 'oi' : 'volume';
  if (query.isError)
    return (
      <ErrorPanel title="Could not load the markets" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  if (rows && rows.length === 0 && !query.isPlaceholderData) return <NothingListed state={state} change={change} what="markets" />;
  return (
    <div className="flex flex-col gap-3">
      <LiveRow tokenIds={openTokens(rows ?? [])} />
      <RankedMarkets
        rows={rows}
        by={by}
        offset={(state.page - 1) * BROWSER_PAGE_SIZE}
        stale={query.isPlaceholderData}
        label={`Markets ranked by ${by === 'oi' ? 'open interest' : 'volume'}, highest first`}
      />
      <Pager state={state} rows={rows?.length} busy={query.isPlaceholderData} change={change} />
    </div>
  );
}

function EventDetail({ id, backHref }: { id: number; backHref: string }) {
  const query = useQuery(eventQueryOptions(id));
  const e = query.data;
  const back = (
    <Link to={backHref} className={buttonClass('secondary')}>
      Back to the lists
    </Link>
  );
  if (query.isError)
    return (
      <ErrorPanel title="Could not load this event" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  if (e === null) {
    return (
      <EmptyState title="No event with this id" actions={back}>
        <p>The metadata service knows no event {id}. Search for it by name instead.</p>
      </EmptyState>
    );
  }
  return (
    <section
      aria-labelledby="event-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      data-testid="event-detail"
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          {e ? (
            <>
              <h2 id="event-heading" className="text-lg font-semibold">
                {e.title}
              </h2>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
                {e.tags.map((t) => (
                  <Badge key={t.id}>{t.label}</Badge>
                ))}
                {e.closed && <Badge tone="warning">Closed</Badge>}
                <span>
                  Vol. (USD) <Money value={e.volume} />
                </span>
                <span>
                  OI <Money value={e.openInterest} />
                </span>
                <span>{formatCount(e.markets.length)} markets</span>
              </span>
            </>
          ) : (
            <>
              <h2 id="event-heading" className="sr-only">
                Loading the event
              </h2>
              <Skeleton className="h-6 w-72" />
              <Skeleton className="h-4 w-48" />
            </>
          )}
        </div>
        <div className="flex items-center gap-3">
          <LiveQuotes tokenIds={openTokens(e?.markets ?? [])} />
          {back}
        </div>
      </div>
      <div className="divide-y divide-slate-100 dark:divide-slate-800">
        {e
          ? byVolume(e).map((m) => <MarketLine key={m.conditionId} market={m} />)
          : [0, 1, 2].map((i) => <Skeleton key={i} className="my-2 h-12 w-full" />)}
      </div>
    </section>
  );
}
