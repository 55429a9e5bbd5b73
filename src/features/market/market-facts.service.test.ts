import { describe, expect, it } from 'vitest';
import { marketOutcomes, mergePriceHistories, summariseResolution } from './market-facts';
import { localService } from '../../testing/local-service';

describe('market facts over the local service', () => {
  const svc = localService();
  const data = svc.data.v2;
  const metadata = svc.metadata;

  it('charts every outcome of a real market from its tokens, and its resolution names a real outcome', async () => {
    const [market] = await metadata.markets({ closed: true, order: 'volume', ascending: false, limit: 1 });
    expect(market).toBeDefined();
    const outcomes = marketOutcomes(market!);
    expect(outcomes.map((o) => o.outcome)).toEqual(JSON.parse(market!.outcomes));
    expect(outcomes.every((o) => o.price !== null && o.tokenId !== null)).toBe(true);

    const histories = await Promise.all(outcomes.map((o) => data.pricesHistory({ token_id: o.tokenId!, interval: 'max' })));
    const rows = mergePriceHistories(histories.map((h) => h.data));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.t)).toEqual([...new Set(histories.flatMap((h) => h.data.map((p) => p.timestamp)))].sort((a, b) => a - b));

    const { data: res } = await data.resolutions({ condition: [market!.conditionId] });
    const summary = summariseResolution(res[0]);
    expect(summary.state).toBe('resolved');
    if (summary.state === 'resolved' && !summary.split) expect(outcomes[summary.winner!]).toBeDefined();
  });
});
