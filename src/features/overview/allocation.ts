import { formatMicro, toMicro } from '../../lib/decimal';

/*
 * Where the money sits: open positions grouped (by event, by category), each group's value summed
 * exactly in micro-dollars, and its share of the total in tenths of a percent. Shares are
 * apportioned by largest remainder, so the shown percentages always add up to exactly 100.0%
 * instead of 99.9% or 100.1% from rounding each one alone.
 */

export type AllocationSlice = {
  key: string;
  label: string;
  /** exact decimal string of the group's value (a bigint sum, converted once) */
  value: string;
  valueMicro: bigint;
  /** share of the total in tenths of a percent (0..1000); the slices' shares sum to 1000 when the total is positive */
  permille: number;
  /** positions in the group */
  count: number;
};

export type Allocation = { total: string; totalMicro: bigint; count: number; slices: AllocationSlice[] };

export type Group = { key: string; label: string };

/** Largest-remainder apportionment of 1000 parts over non-negative amounts; all zeros when the total is not positive. */
export function apportionPermille(amounts: readonly bigint[]): number[] {
  const total = amounts.reduce((a, b) => a + (b > 0n ? b : 0n), 0n);
  if (total <= 0n) return amounts.map(() => 0);
  const parts = amounts.map((a, i) => {
    const scaled = (a > 0n ? a : 0n) * 1000n;
    return { i, floor: scaled / total, remainder: scaled % total };
  });
  let left = 1000n - parts.reduce((s, p) => s + p.floor, 0n);
  // the biggest remainders take the parts rounding left over; ties go to the earlier (larger) slice
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const p of byRemainder) {
    if (left === 0n) break;
    p.floor += 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p.floor));
}

/** Groups rows, sums their values exactly, largest group first (then by label), with shares of the total. */
export function allocate<T>(rows: readonly T[], groupOf: (row: T) => Group, valueOf: (row: T) => number | string): Allocation {
  const groups = new Map<string, { label: string; micro: bigint; count: number }>();
  let totalMicro = 0n;
  for (const row of rows) {
    const { key, label } = groupOf(row);
    const micro = toMicro(valueOf(row));
    totalMicro += micro;
    const g = groups.get(key);
    if (g) {
      g.micro += micro;
      g.count += 1;
    } else {
      groups.set(key, { label, micro, count: 1 });
    }
  }
  const sorted = [...groups.entries()].sort(([, a], [, b]) =>
    a.micro === b.micro ? a.label.localeCompare(b.label) : a.micro > b.micro ? -1 : 1,
  );
  const shares = apportionPermille(sorted.map(([, g]) => g.micro));
  return {
    total: formatMicro(totalMicro),
    totalMicro,
    count: rows.length,
    slices: sorted.map(([key, g], n) => ({
      key,
      label: g.label,
      value: formatMicro(g.micro),
      valueMicro: g.micro,
      permille: shares[n]!,
      count: g.count,
    })),
  };
}

export const OTHER_KEY = '__other__';

/**
 * The first `keep` slices as they are and the rest folded into one "other" slice, its value and
 * share the exact sums of what it holds (so the shares still add up to 1000).
 */
export function foldTail(allocation: Allocation, keep: number, label: (folded: number) => string): Allocation {
  if (allocation.slices.length <= keep + 1) return allocation;
  const head = allocation.slices.slice(0, keep);
  const tail = allocation.slices.slice(keep);
  const micro = tail.reduce((s, x) => s + x.valueMicro, 0n);
  const other: AllocationSlice = {
    key: OTHER_KEY,
    label: label(tail.length),
    value: formatMicro(micro),
    valueMicro: micro,
    permille: tail.reduce((s, x) => s + x.permille, 0),
    count: tail.reduce((s, x) => s + x.count, 0),
  };
  return { ...allocation, slices: [...head, other] };
}

/** What the allocation reads of a position row (/v2/positions). */
export type HeldPosition = { event_id: string; event_slug: string; current_value: number };
/** What the metadata service says of an event. */
export type EventInfo = { title: string; category: string };

export const UNCATEGORISED = 'Uncategorised';

/** By event: titled from the metadata service when it has answered, by the event's slug until then. */
export function allocationByEvent(positions: readonly HeldPosition[], events?: ReadonlyMap<string, EventInfo>): Allocation {
  return allocate(
    positions,
    (p) => ({ key: p.event_id, label: events?.get(p.event_id)?.title || p.event_slug || `Event ${p.event_id}` }),
    (p) => p.current_value,
  );
}

/** By the event's category; an event the metadata service does not know, or leaves uncategorised, is counted as such. */
export function allocationByCategory(positions: readonly HeldPosition[], events: ReadonlyMap<string, EventInfo>): Allocation {
  return allocate(
    positions,
    (p) => {
      const category = events.get(p.event_id)?.category.trim() || UNCATEGORISED;
      return { key: category.toLowerCase(), label: category };
    },
    (p) => p.current_value,
  );
}
