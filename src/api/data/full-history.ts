import { coverageFraction } from '../../lib/history-filters';
import {
  readFullHistory,
  type HistoryFetch,
  type HistoryKind,
  type HistoryOptions,
  type HistoryResult,
  type HistoryRow,
} from './history-reader';

/** Where a long walk has got to: rows so far, the oldest second reached, and a share done when known. */
export type FullLoadProgress = { rows: number; oldest: number | null; fraction: number | null };

/**
 * A whole history for a view's "Load full history", with progress measured in time: back from the
 * newest row towards the first day asked for or, when none was, the account's join date (read
 * alongside; only the progress bar's scale depends on it, so its failure is ignored).
 */
export async function readHistoryWithProgress<K extends HistoryKind>(
  kind: K,
  fetchPage: HistoryFetch<HistoryRow<K>>,
  joinDate: (signal: AbortSignal) => Promise<number | null>,
  options: Omit<HistoryOptions, 'onProgress'> & { signal: AbortSignal; start: number },
  onProgress: (p: FullLoadProgress) => void,
): Promise<HistoryResult<HistoryRow<K>>> {
  let floor: number | null = options.start > 1 ? options.start : null;
  if (floor === null) {
    void joinDate(options.signal).then(
      (date) => {
        floor = date;
      },
      () => undefined,
    );
  }
  let newest: number | null = null;
  const tracked: HistoryFetch<HistoryRow<K>> = async (params, opts) => {
    const page = await fetchPage(params, opts);
    if (newest === null && page[0]) newest = page[0].timestamp;
    return page;
  };
  return readFullHistory(kind, tracked, {
    ...options,
    onProgress: (p) =>
      onProgress({ rows: p.rows, oldest: p.oldestTimestamp, fraction: coverageFraction(newest, p.oldestTimestamp, floor) }),
  });
}
