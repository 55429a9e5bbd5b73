import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchLoader } from './batch-loader';

describe('createBatchLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const source = (known: Record<string, number>) => {
    const calls: string[][] = [];
    const loadMany = (keys: string[]) => {
      calls.push(keys);
      return Promise.resolve(new Map(keys.filter((k) => k in known).map((k) => [k, known[k]!] as const)));
    };
    return { calls, loadMany };
  };

  it('sends the keys asked for within one window as one request, each key once', async () => {
    const { calls, loadMany } = source({ a: 1, b: 2 });
    const loader = createBatchLoader(loadMany);
    const answers = Promise.all([loader.load('a'), loader.load('b'), loader.load('a')]);
    await vi.runAllTimersAsync();
    expect(await answers).toEqual([1, 2, 1]);
    expect(calls).toEqual([['a', 'b']]);
  });

  it('answers undefined for a key the source does not know', async () => {
    const { loadMany } = source({ a: 1 });
    const loader = createBatchLoader(loadMany);
    const answer = loader.load('zz');
    await vi.runAllTimersAsync();
    expect(await answer).toBeUndefined();
  });

  it('splits a large window into chunks of maxBatch, sent together', async () => {
    const { calls, loadMany } = source({});
    const loader = createBatchLoader(loadMany, { maxBatch: 2 });
    const answers = Promise.all(['a', 'b', 'c', 'd', 'e'].map((k) => loader.load(k)));
    await vi.runAllTimersAsync();
    await answers;
    expect(calls).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('starts a new window after a flush', async () => {
    const { calls, loadMany } = source({ a: 1, b: 2 });
    const loader = createBatchLoader(loadMany);
    const first = loader.load('a');
    await vi.runAllTimersAsync();
    const second = loader.load('b');
    await vi.runAllTimersAsync();
    expect([await first, await second]).toEqual([1, 2]);
    expect(calls).toEqual([['a'], ['b']]);
  });

  it("rejects a failed chunk's keys only", async () => {
    const loader = createBatchLoader(
      (keys) => (keys.includes('bad') ? Promise.reject(new Error('down')) : Promise.resolve(new Map(keys.map((k) => [k, k])))),
      { maxBatch: 1 },
    );
    const good = loader.load('good');
    const bad = loader.load('bad');
    const settled = Promise.allSettled([good, bad]);
    await vi.runAllTimersAsync();
    const [g, b] = await settled;
    expect(g).toEqual({ status: 'fulfilled', value: 'good' });
    expect(b).toMatchObject({ status: 'rejected', reason: new Error('down') });
  });
});
