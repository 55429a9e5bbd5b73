import { formatCount, formatDate } from '../lib/format';
import { Button } from './button';
import { cx } from './cx';
import { ErrorPanel } from './error-panel';
import type { FullLoadProgress } from '../api/data/full-history';
import type { FullLoadState } from './history-full-load';

/*
 * What the history views say about what is loaded, and the actions on it: read the full history
 * (with progress and Cancel) and export what is loaded as CSV. One line of fixed height holds the
 * progress or the last walk's outcome, so starting or stopping a walk never moves the list.
 */

export type HistorySource = 'pages' | 'full';

function progressText(p: FullLoadProgress, noun: string): string {
  const reached = p.oldest === null ? 'starting…' : `back to ${formatDate(p.oldest * 1000)}`;
  return `${formatCount(p.rows)} ${noun} so far, ${reached}`;
}

function ProgressLine({ progress, noun }: { progress: FullLoadProgress; noun: string }) {
  const pct = progress.fraction === null ? null : Math.round(Math.min(1, Math.max(0, progress.fraction)) * 100);
  const text = progressText(progress, noun);
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3" data-testid="history-progress" data-rows={progress.rows}>
      <div
        role="progressbar"
        aria-label="Reading the full history"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct ?? undefined}
        aria-valuetext={text}
        className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={cx('h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400', pct === null && 'animate-pulse')}
          style={{ width: `${pct ?? 100}%` }}
        />
      </div>
      <span className="shrink-0 text-xs text-slate-700 tabular-nums dark:text-slate-300">{text}</span>
    </div>
  );
}

export function HistoryToolbar({
  noun,
  rows,
  source,
  complete,
  gaps = 0,
  full,
  onLoadFull,
  onCancel,
  onExport,
}: {
  /** Plural noun of a row: "activity rows", "trades". */
  noun: string;
  /** Rows loaded: what the list holds and the CSV will contain. */
  rows: number | undefined;
  source: HistorySource;
  /** Nothing more to read for these filters. */
  complete: boolean;
  /** Seconds of the full history holding more rows than the service lets anyone read. */
  gaps?: number;
  full: FullLoadState;
  onLoadFull: () => void;
  onCancel: () => void;
  onExport: () => void;
}) {
  const running = full.phase === 'running';
  const loaded = rows ?? 0;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p
          className="min-h-5 text-sm text-slate-700 dark:text-slate-300"
          data-testid="history-count"
          data-rows={rows ?? ''}
          data-source={source}
          data-complete={complete}
        >
          {rows === undefined ? (
            <span className="text-slate-500 dark:text-slate-400">Loading…</span>
          ) : (
            <>
              <span className="font-semibold tabular-nums">{formatCount(loaded)}</span> {noun} loaded
              {source === 'full' ? ' · the full history' : complete ? ' · all there are' : ' · more on request'}
            </>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          {running ? (
            <Button onClick={onCancel}>Cancel</Button>
          ) : (
            <Button onClick={onLoadFull} title="Reads every row for these filters, past the service's paging limits">
              {source === 'full' ? 'Reload full history' : 'Load full history'}
            </Button>
          )}
          <Button onClick={onExport} disabled={loaded === 0}>
            Export CSV
          </Button>
        </div>
      </div>
      <div className="flex min-h-6 items-center" aria-live="polite">
        {running ? (
          <ProgressLine progress={full.progress} noun={noun} />
        ) : full.phase === 'cancelled' ? (
          <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="history-cancelled">
            Full history stopped after {formatCount(full.progress.rows)} {noun}; the list shows what was loaded before.
          </p>
        ) : source === 'full' && gaps > 0 ? (
          <p className="text-xs text-amber-800 dark:text-amber-300">
            {formatCount(gaps)} {gaps === 1 ? 'second holds' : 'seconds hold'} more rows than the service lets anyone page through; those
            rows are missing.
          </p>
        ) : null}
      </div>
      {full.phase === 'error' && <ErrorPanel title="Could not read the full history" error={full.error} onRetry={onLoadFull} />}
    </div>
  );
}
