import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../api/config';
import { collectAll } from '../../api/data/page-all';
import { toMicro } from '../../lib/decimal';
import { allocationByCategory, allocationByEvent, UNCATEGORISED, type EventInfo, type HeldPosition } from './allocation';
import { localService } from '../../testing/local-service';

describe('allocation of the demo trader, from the real service', () => {
  const svc = localService();
  const data = svc.data.v2;
  const metadata = svc.metadata;
  let positions: HeldPosition[] = [];
  const events = new Map<string, EventInfo>();

  beforeAll(async () => {
    // small pages, so the walk really follows cursors
    positions = await collectAll(data.positions, { user: DEMO_TRADER, status: 'OPEN', limit: 9 });
    const ids = [...new Set(positions.map((p) => Number(p.event_id)))];
    for (const e of await metadata.events({ id: ids, limit: ids.length })) events.set(e.id, { title: e.title, category: e.category });
  });

  it('covers every open position once, and the parts add up to the whole', () => {
    expect(positions.length).toBeGreaterThan(10);
    for (const a of [allocationByEvent(positions, events), allocationByCategory(positions, events)]) {
      const exact = positions.reduce((s, p) => s + toMicro(p.current_value), 0n);
      expect(a.totalMicro).toBe(exact);
      expect(a.slices.reduce((s, x) => s + x.valueMicro, 0n)).toBe(exact);
      expect(a.slices.reduce((s, x) => s + x.count, 0)).toBe(positions.length);
      expect(a.slices.reduce((s, x) => s + x.permille, 0)).toBe(1000);
    }
    expect(allocationByEvent(positions, events).slices).toHaveLength(new Set(positions.map((p) => p.event_id)).size);
  });

  it('names every event and category from the metadata service', () => {
    const byEvent = allocationByEvent(positions, events);
    for (const s of byEvent.slices) expect(s.label).toBe(events.get(s.key)!.title);
    const byCategory = allocationByCategory(positions, events);
    expect(byCategory.slices.map((s) => s.label)).not.toContain(UNCATEGORISED);
    expect(new Set(byCategory.slices.map((s) => s.label))).toEqual(new Set([...events.values()].map((e) => e.category)));
  });
});
