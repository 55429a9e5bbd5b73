import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { demoDb } from '../../../server/testing/demo-db';
import { DEMO_TRADER } from '../../api/config';
import { comboKeys, type CombosData } from '../../features/combos/queries';
import { prefetch } from './combos';

/*
 * A reload over the persisted mirror: the mirror syncs incrementally, unless the page's HTML already
 * asked for the whole list; then the whole list is read (the transport takes that answer over).
 */

const app = createApp(demoDb());
const realFetch = globalThis.fetch;
let sent: URL[];

beforeEach(() => {
  sent = [];
  globalThis.fetch = (input, init) => {
    sent.push(new URL(String(input), 'http://local'));
    return Promise.resolve(app.request(String(input), init));
  };
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

async function reload(readsStarted: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  const key = comboKeys.positions(DEMO_TRADER, 'current_value_desc');
  const mirror: CombosData = { rows: [], watermark: 1, sync: { mode: 'full', received: 0, inserted: 0, replaced: 0, since: null, at: 0 } };
  queryClient.setQueryData(key, mirror);
  prefetch({ queryClient, pathname: `/portfolio/${DEMO_TRADER}/combos`, search: '', readsStarted });
  await expect.poll(() => queryClient.isFetching(), { timeout: 30_000 }).toBe(0);
  const positions = sent.filter((u) => u.pathname === '/data/v2/positions/combos');
  return { positions, data: queryClient.getQueryData<CombosData>(key)! };
}

describe('the combos route’s prefetch over a persisted mirror', () => {
  it('syncs what changed since the watermark', async () => {
    const { positions, data } = await reload(false);
    expect(data.sync.mode).toBe('incremental');
    expect(positions.every((u) => u.searchParams.get('updatedAfter') === '1')).toBe(true);
  });

  it('reads the whole list when the page’s HTML already asked for it', async () => {
    const { positions, data } = await reload(true);
    expect(data.sync.mode).toBe('full');
    expect(positions[0]!.searchParams.get('updatedAfter')).toBeNull();
    expect(data.rows.length).toBeGreaterThan(0);
  });
});
