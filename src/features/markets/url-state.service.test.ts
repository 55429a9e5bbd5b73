import { describe, expect, it } from 'vitest';
import { DEFAULT_BROWSER_STATE, eventsRequest, rankedRequest } from './url-state';
import { localService } from '../../testing/local-service';

describe('the ranking requests against the local metadata service', () => {
  const metadata = localService().metadata;

  it('ranks by volume and by open interest, highest first, and pages without overlap', async () => {
    for (const tab of ['volume', 'oi'] as const) {
      const first = await metadata.markets(rankedRequest({ ...DEFAULT_BROWSER_STATE, tab, status: 'all' }));
      const second = await metadata.markets(rankedRequest({ ...DEFAULT_BROWSER_STATE, tab, status: 'all', page: 2 }));
      const figure = (m: (typeof first)[number]) => (tab === 'oi' ? m.openInterest : m.volumeNum);
      const all = [...first, ...second];
      expect(first).toHaveLength(20);
      expect(all.map(figure)).toEqual([...all.map(figure)].sort((a, b) => b - a));
      expect(new Set(all.map((m) => m.conditionId)).size).toBe(all.length);
    }
  });

  it('filters events by tag and state', async () => {
    const [tag] = await metadata.tags();
    const events = await metadata.events(eventsRequest({ ...DEFAULT_BROWSER_STATE, tag: Number(tag!.id) }));
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => !e.closed && e.tags.some((t) => t.id === tag!.id))).toBe(true);
  });
});
