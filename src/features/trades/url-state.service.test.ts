import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../api/config';
import { type DataApi } from '../../api/data/data-api';
import { readFullHistory } from '../../api/data/history-reader';
import { collectAll } from '../../api/data/page-all';
import { DEFAULT_HISTORY_FILTERS } from '../../lib/history-filters';
import {
  pickMarket,
  readTradeFilters,
  tradeFiltersToSearch,
  tradeScope,
  toTradesV1Filters,
  toTradesV2Params,
  type TradeFilters,
} from './url-state';
import { tradeFromV1, tradeFromV2 } from './trade-row';
import { localService } from '../../testing/local-service';

describe('trade filters against the in-process service', () => {
  let api: DataApi;
  beforeAll(() => {
    api = localService().data;
  });

  const v2Walk = async (f: TradeFilters) =>
    (await collectAll(api.v2.trades, toTradesV2Params(DEMO_TRADER, tradeScope(f), 50))).map(tradeFromV2);
  const v1Walk = async (f: TradeFilters) => {
    const { start, end, query, market } = toTradesV1Filters(tradeScope(f));
    const r = await readFullHistory('trades', (p, o) => api.v1.trades(p, o), {
      user: DEMO_TRADER,
      start,
      ...(end !== undefined && { end }),
      query,
      pageSize: 30,
      offsetCap: 60,
    });
    return pickMarket(r.rows.map(tradeFromV1), market);
  };

  it('round-trips through the URL', () => {
    const f: TradeFilters = { side: 'BUY', market: `0x${'c'.repeat(64)}`, from: '2025-01-01', to: '', order: 'oldest' };
    expect(readTradeFilters(tradeFiltersToSearch(f))).toEqual(f);
  });

  it('reads maker fills too, over the whole account, the same on v2 pages and the v1 walk', async () => {
    const rows = await v2Walk(DEFAULT_HISTORY_FILTERS);
    const takerOnly = await collectAll(api.v2.trades, { user: DEMO_TRADER, start: 1, limit: 1000 });
    expect(rows.length).toBeGreaterThan(takerOnly.length);
    expect(rows.at(-1)!.timestamp).toBeLessThan(Date.now() / 1000 - 3 * 365 * 86_400);
    expect(await v1Walk(DEFAULT_HISTORY_FILTERS)).toEqual(rows);
  });

  it('keeps trades older than three years when a market is chosen (the v1 walk filters the market itself)', async () => {
    const all = await v2Walk(DEFAULT_HISTORY_FILTERS);
    const old = all.at(-1)!;
    const f: TradeFilters = { ...DEFAULT_HISTORY_FILTERS, market: old.conditionId, side: old.side };
    const rows = await v2Walk(f);
    expect(rows).toContainEqual(old);
    expect(rows.every((t) => t.conditionId === old.conditionId && t.side === old.side)).toBe(true);
    expect(await v1Walk(f)).toEqual(rows);
  });
});
