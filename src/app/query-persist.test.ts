import { QueryClient, dehydrate, hydrate, type InfiniteData } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it, vi } from 'vitest';
import { firstPagesOnly, shouldPersistQuery, throttleWrites } from './query-persist';

const q = (queryKey: unknown[], status: 'success' | 'error' | 'pending' = 'success', meta?: Record<string, unknown>) =>
  ({ queryKey, state: { status }, meta }) as unknown as Parameters<typeof shouldPersistQuery>[0];

describe('shouldPersistQuery', () => {
  it('persists successful public reads', () => {
    expect(shouldPersistQuery(q(['positions', 'list', '0xabc', {}]))).toBe(true);
    expect(shouldPersistQuery(q(['market', 'detail', '0x01']))).toBe(true);
  });

  it('never persists trading or wallet queries, whatever their state', () => {
    expect(shouldPersistQuery(q(['trading', 'api-key']))).toBe(false);
    expect(shouldPersistQuery(q(['orders', 'open']))).toBe(false);
    expect(shouldPersistQuery(q([{ entity: 'credentials' }]))).toBe(false);
  });

  it('skips failures, pending queries and opt-outs', () => {
    expect(shouldPersistQuery(q(['activity', 'x'], 'error'))).toBe(false);
    expect(shouldPersistQuery(q(['activity', 'x'], 'pending'))).toBe(false);
    expect(shouldPersistQuery(q(['activity', 'full'], 'success', { persist: false }))).toBe(false);
  });
});

type Page = { rows: number[]; next: number | null };
const PAGES = 3;

describe('firstPagesOnly', () => {
  // a cursor list: page n holds n*10.., the last page has no next cursor
  const listOptions = (calls: number[]) => ({
    queryKey: ['activity', 'list', '0xabc', {}],
    queryFn: ({ pageParam }: { pageParam: number }): Page => {
      calls.push(pageParam);
      return { rows: [pageParam * 10, pageParam * 10 + 1], next: pageParam + 1 < PAGES ? pageParam + 1 : null };
    },
    initialPageParam: 0,
    getNextPageParam: (last: Page) => last.next,
  });

  /** A client that loaded every page of the list ("Load more" twice) and a plain query, saved as the persister saves it. */
  async function savedAfterLoadMore() {
    const client = new QueryClient();
    await client.fetchInfiniteQuery({ ...listOptions([]), pages: PAGES });
    await client.fetchQuery({ queryKey: ['positions', 'plain'], queryFn: () => ({ pages: [1, 2], pageParams: [0, 1] }) });
    const saved: PersistedClient = {
      timestamp: Date.now(),
      buster: 'b',
      clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }),
    };
    return { client, saved };
  }

  it('keeps only the first page and page param of an infinite query', async () => {
    const { client, saved } = await savedAfterLoadMore();
    expect((client.getQueryData(['activity', 'list', '0xabc', {}]) as InfiniteData<Page>).pages).toHaveLength(PAGES);

    const trimmed = firstPagesOnly(saved);
    const list = trimmed.clientState.queries.find((q) => q.queryKey[0] === 'activity')!;
    expect(list.state.data).toEqual({ pages: [{ rows: [0, 1], next: 1 }], pageParams: [0] });
    // the cache in memory and the state handed in are not touched
    expect((client.getQueryData(['activity', 'list', '0xabc', {}]) as InfiniteData<Page>).pages).toHaveLength(PAGES);
    expect((saved.clientState.queries.find((q) => q.queryKey[0] === 'activity')!.state.data as InfiniteData<Page>).pages).toHaveLength(
      PAGES,
    );
  });

  it('leaves other queries alone, even one whose data looks like pages', async () => {
    const { saved } = await savedAfterLoadMore();
    const trimmed = firstPagesOnly(saved);
    expect(trimmed.clientState.queries.find((q) => q.queryKey[0] === 'positions')!.state.data).toEqual({
      pages: [1, 2],
      pageParams: [0, 1],
    });
    expect(trimmed.timestamp).toBe(saved.timestamp);
    expect(trimmed.buster).toBe(saved.buster);
  });

  it('makes a restored stale list refetch with one request', async () => {
    const { saved } = await savedAfterLoadMore();
    const restore = async (state: PersistedClient) => {
      const client = new QueryClient();
      hydrate(client, state.clientState);
      const calls: number[] = [];
      // staleTime 0: the restored list is refetched, as it is once the persisted copy is stale
      const data = await client.fetchInfiniteQuery({ ...listOptions(calls), staleTime: 0 });
      return { calls, pages: data.pages.length };
    };
    expect(await restore(saved)).toEqual({ calls: [0, 1, 2], pages: PAGES });
    expect(await restore(firstPagesOnly(saved))).toEqual({ calls: [0], pages: 1 });
  });
});

describe('throttleWrites', () => {
  const client = (n: number) => ({ timestamp: n, buster: '', clientState: { queries: [], mutations: [] } }) as PersistedClient;

  it('writes only the latest state, once per window', () => {
    vi.useFakeTimers();
    try {
      const written: number[] = [];
      const { offer } = throttleWrites(async (c) => void written.push(c.timestamp), 1000);
      for (let i = 1; i <= 5; i++) offer(client(i));
      expect(written).toEqual([]);
      vi.advanceTimersByTime(1000);
      expect(written).toEqual([5]);
      offer(client(6));
      vi.advanceTimersByTime(999);
      expect(written).toEqual([5]);
      vi.advanceTimersByTime(1);
      expect(written).toEqual([5, 6]);
      vi.advanceTimersByTime(5000);
      expect(written).toEqual([5, 6]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('flush writes what is waiting at once, and nothing twice', () => {
    vi.useFakeTimers();
    try {
      const written: number[] = [];
      const { offer, flush } = throttleWrites(async (c) => void written.push(c.timestamp), 1000);
      offer(client(1));
      flush();
      expect(written).toEqual([1]);
      vi.advanceTimersByTime(2000);
      flush();
      expect(written).toEqual([1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed write is dropped without an unhandled rejection, and later writes go on', async () => {
    vi.useFakeTimers();
    try {
      const written: number[] = [];
      const { offer } = throttleWrites(async (c) => {
        if (c.timestamp === 1) throw new Error('quota');
        written.push(c.timestamp);
      }, 10);
      offer(client(1));
      await vi.advanceTimersByTimeAsync(10);
      offer(client(2));
      await vi.advanceTimersByTimeAsync(10);
      expect(written).toEqual([2]);
    } finally {
      vi.useRealTimers();
    }
  });
});
