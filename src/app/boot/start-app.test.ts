import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { takeInFlightRead } from '../../api/in-flight-reads';
import { adoptEarlyReads, dropEarlyReads, EARLY_READS_GLOBAL, fetchingSettled } from './start-app';

afterEach(dropEarlyReads);

describe('early reads (the HTML’s, handed to the transport)', () => {
  it('are taken once each, for their exact URL, and leave no global behind', () => {
    const read = Promise.resolve(new Response('[]'));
    const page: Record<string, unknown> = { [EARLY_READS_GLOBAL]: { '/data/a': read } };
    expect(adoptEarlyReads(page)).toBe(true);
    expect(page).toEqual({});
    expect(takeInFlightRead('/data/b')).toBeUndefined();
    expect(takeInFlightRead('/data/a')).toBe(read);
    expect(takeInFlightRead('/data/a')).toBeUndefined();
  });

  it('are none when the HTML started none, and gone once dropped', () => {
    expect(adoptEarlyReads({})).toBe(false);
    expect(adoptEarlyReads({ [EARLY_READS_GLOBAL]: {} })).toBe(false);
    const read = Promise.resolve(new Response('[]'));
    adoptEarlyReads({ [EARLY_READS_GLOBAL]: { '/data/a': read } });
    dropEarlyReads();
    expect(takeInFlightRead('/data/a')).toBeUndefined();
  });
});

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const state = (p: Promise<unknown>) => Promise.race([p.then(() => 'settled'), sleep(20).then(() => 'pending')]);
const LONG = { gapMs: 10_000, capMs: 10_000 };

describe('fetchingSettled', () => {
  it('waits for the reads in flight, not for one started after', async () => {
    const client = new QueryClient();
    const a = deferred<number>();
    const later = deferred<number>();
    void client.prefetchQuery({ queryKey: ['a'], queryFn: () => a.promise });
    const settled = fetchingSettled(client, LONG);
    void client.prefetchQuery({ queryKey: ['later'], queryFn: () => later.promise });
    expect(await state(settled)).toBe('pending');
    a.resolve(1);
    expect(await state(settled)).toBe('settled');
    expect(client.isFetching()).toBe(1); // 'later' is still on its way
    later.resolve(2);
  });

  it('stops waiting when the reads left stop settling, each answer giving the next one its gap', async () => {
    const client = new QueryClient();
    const reads = [deferred<number>(), deferred<number>(), deferred<number>()];
    reads.forEach((r, i) => void client.prefetchQuery({ queryKey: ['r', i], queryFn: () => r.promise }));
    const settled = fetchingSettled(client, { gapMs: 300, capMs: 10_000 });
    await sleep(150);
    reads[0]!.resolve(0); // restarts the gap
    await sleep(200);
    expect(await state(settled)).toBe('pending'); // 350 ms in, ~220 since the last answer
    await sleep(250);
    expect(await state(settled)).toBe('settled'); // two reads still on the wire
    expect(client.isFetching()).toBe(2);
    reads.forEach((r) => r.resolve(1));
  });

  it('gives up after its cap, and resolves at once with nothing in flight', async () => {
    const client = new QueryClient();
    expect(await state(fetchingSettled(client, LONG))).toBe('settled');
    void client.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) });
    const capped = fetchingSettled(client, { gapMs: 10_000, capMs: 50 });
    expect(await state(capped)).toBe('pending');
    await sleep(60);
    expect(await state(capped)).toBe('settled');
  });
});
