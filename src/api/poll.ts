/*
 * The one poll loop of the clients that wait for a status to settle (a relayer transaction, a
 * bridge transfer): read, report, stop at a final value, sleep, until the polls run out (then the
 * last value read).
 */

export type PollOptions<T> = {
  /** Called with each value read, the first included (a view shows the walk). */
  onValue?: (value: T) => void;
  everyMs?: number;
  maxPolls?: number;
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
};

/**
 * `read` answering undefined ends the poll with undefined when `missing` is 'stop' (the relayer
 * does not know the id); with 'wait' the poll goes on (no transfer has arrived yet).
 */
export async function pollUntil<T>(
  read: (signal?: AbortSignal) => Promise<T | undefined>,
  final: (value: T) => boolean,
  missing: 'stop' | 'wait',
  o: PollOptions<T> = {},
): Promise<T | undefined> {
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let last: T | undefined;
  for (let poll = 0; poll < (o.maxPolls ?? 100); poll++) {
    if (poll > 0) await sleep(o.everyMs ?? 1000);
    o.signal?.throwIfAborted();
    const value = await read(o.signal);
    if (value === undefined) {
      if (missing === 'stop') return undefined;
      continue;
    }
    last = value;
    o.onValue?.(value);
    if (final(value)) return value;
  }
  return last;
}
