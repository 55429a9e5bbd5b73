import { describe, expect, it } from 'vitest';
import {
  allocate,
  allocationByCategory,
  allocationByEvent,
  apportionPermille,
  foldTail,
  OTHER_KEY,
  UNCATEGORISED,
  type EventInfo,
  type HeldPosition,
} from './allocation';

const held = (event_id: string, current_value: number, event_slug = `event-${event_id}`): HeldPosition => ({
  event_id,
  event_slug,
  current_value,
});

describe('apportionPermille', () => {
  it('hands out exactly 1000 parts, the leftovers to the largest remainders', () => {
    expect(apportionPermille([1n, 1n, 1n])).toEqual([334, 333, 333]);
    expect(apportionPermille([2n, 1n])).toEqual([667, 333]);
    expect(apportionPermille([5n])).toEqual([1000]);
    const odd = apportionPermille([123_456n, 7n, 98_765_432n, 1n, 0n]);
    expect(odd.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(odd[4]).toBe(0);
  });

  it('gives nothing to nothing', () => {
    expect(apportionPermille([])).toEqual([]);
    expect(apportionPermille([0n, 0n])).toEqual([0, 0]);
    // a negative amount has no share of a holding
    expect(apportionPermille([-5n, 5n])).toEqual([0, 1000]);
  });

  it('sums to 1000 for any spread of amounts', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let run = 0; run < 200; run++) {
      const amounts = Array.from({ length: 1 + (next() % 30) }, () => BigInt(next() % 10_000_000));
      const shares = apportionPermille(amounts);
      const total = amounts.reduce((a, b) => a + b, 0n);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total > 0n ? 1000 : 0);
      // each share is its exact share rounded down or up, never further off
      shares.forEach((s, i) => {
        if (total === 0n) return;
        const exact = Number((amounts[i]! * 1_000_000n) / total) / 1000;
        expect(Math.abs(s - exact)).toBeLessThan(1);
      });
    }
  });
});

describe('allocate', () => {
  it('sums exactly, where floats would not', () => {
    const a = allocationByEvent([held('1', 0.1), held('1', 0.2), held('2', 0.3)]);
    expect(a.total).toBe('0.6');
    expect(a.slices.map((s) => [s.key, s.value, s.count])).toEqual([
      ['1', '0.3', 2],
      ['2', '0.3', 1],
    ]);
    expect(a.slices.map((s) => s.permille)).toEqual([500, 500]);
  });

  it('puts the largest group first, then by name', () => {
    const a = allocate(
      [
        { g: 'b', v: 1 },
        { g: 'a', v: 1 },
        { g: 'c', v: 5 },
      ],
      (r) => ({ key: r.g, label: r.g }),
      (r) => r.v,
    );
    expect(a.slices.map((s) => s.key)).toEqual(['c', 'a', 'b']);
  });

  it('labels events by the metadata title once known, by slug until then', () => {
    const rows = [held('7', 10, 'fed-decision'), held('8', 5, '')];
    expect(allocationByEvent(rows).slices.map((s) => s.label)).toEqual(['fed-decision', 'Event 8']);
    const events = new Map<string, EventInfo>([['7', { title: 'Fed decision', category: 'Economy' }]]);
    expect(allocationByEvent(rows, events).slices.map((s) => s.label)).toEqual(['Fed decision', 'Event 8']);
  });

  it('groups categories case-insensitively and counts the unknown as uncategorised', () => {
    const events = new Map<string, EventInfo>([
      ['1', { title: 'A', category: 'Sports' }],
      ['2', { title: 'B', category: 'sports' }],
      ['3', { title: 'C', category: ' ' }],
    ]);
    const a = allocationByCategory([held('1', 1), held('2', 2), held('3', 4), held('4', 8)], events);
    expect(a.slices.map((s) => [s.label, s.value])).toEqual([
      [UNCATEGORISED, '12'],
      ['Sports', '3'],
    ]);
  });

  it('folds the tail into one exact slice and keeps the shares whole', () => {
    const rows = [held('1', 50), held('2', 20), held('3', 0.15), held('4', 0.15), held('5', 0.000001)];
    const folded = foldTail(allocationByEvent(rows), 2, (n) => `${n} more`);
    expect(folded.slices.map((s) => s.key)).toEqual(['1', '2', OTHER_KEY]);
    expect(folded.slices[2]).toMatchObject({ label: '3 more', value: '0.300001', count: 3 });
    expect(folded.slices.reduce((s, x) => s + x.permille, 0)).toBe(1000);
    expect(folded.total).toBe('70.300001');
    // folding one slice into "1 more" would hide a name for nothing
    expect(foldTail(allocationByEvent(rows.slice(0, 3)), 2, () => 'x').slices).toHaveLength(3);
  });
});
