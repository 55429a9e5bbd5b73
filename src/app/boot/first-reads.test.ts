import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { firstReadsTable, PARAMS, recordReads, samplePath } from './first-reads';

/*
 * The reads a deep link's HTML requests before the scripts arrive: recorded from each route
 * module's own prefetch through the transport's seam for responses on their way.
 */

const route = (module: string) => ROUTES.find((r) => r.module === module)!;

describe('first reads', () => {
  it('belong to exactly the routes whose module prefetches', async () => {
    for (const r of ROUTES) expect(Boolean(r.firstReads), r.module).toBe(Boolean((await r.load()).prefetch));
    expect([...(await firstReadsTable()).keys()]).toEqual(ROUTES.filter((r) => r.firstReads).map((r) => r.module));
  });

  it('put the address in a slot and spell nothing else of it', async () => {
    const table = await firstReadsTable();
    expect(table.get('positions')).toEqual([
      '/data/v2/positions?user={address}&status=OPEN&sort_by=CURRENT_VALUE&sort_direction=DESC&limit=50',
    ]);
    for (const urls of table.values()) {
      for (const u of urls)
        for (const { sample } of Object.values(PARAMS)) expect(u.toLowerCase()).not.toContain(sample.slice(2).toLowerCase());
    }
    expect(table.get('overview')!.every((u) => u.includes('{address}') || u === '/data/v2/status')).toBe(true);
  });

  it('put a market’s condition id in its own slot, the market’s title read first', async () => {
    const reads = await recordReads(route('market'));
    expect(reads[0]).toBe('/gamma/markets?condition_ids={conditionId}&limit=1');
    expect(reads.every((u) => u.includes('{conditionId}') && !u.includes('{address}'))).toBe(true);
  });

  it('of an any-search route are asked for whatever its URL state, and only the market’s are', async () => {
    expect(ROUTES.filter((r) => r.firstReads === 'any-search').map((r) => r.module)).toEqual(['market']);
    const plain = await recordReads(route('market'));
    for (const search of [
      '?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '?interval=1d',
      '?interval=1h&address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '?junk=1',
    ]) {
      expect(await recordReads(route('market'), search), search).toEqual(expect.arrayContaining(plain));
    }
    // the others' first reads do follow their URL state
    expect(await recordReads(route('combos'), '?sort=entry_cost_desc')).not.toEqual(
      expect.arrayContaining(await recordReads(route('combos'))),
    );
  });

  it('are recorded on a path with every parameter’s sample', () => {
    expect(samplePath('/market/:conditionId')).toBe(`/market/${PARAMS.conditionId!.sample}`);
    expect(() => samplePath('/x/:nope')).toThrow(/no sample/);
  });
});
