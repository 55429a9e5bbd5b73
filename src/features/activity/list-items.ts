import type { ComboActivity, ComboLeg } from '../../api/data/contract/schemas-combos';
import type { ActivityEntry } from './redeem-groups';

/*
 * The rows the virtual list draws: the entries, and under each opened combo entry its legs (or a
 * line saying they are loading or failed). Every item is one fixed-height row, which is what keeps
 * the list virtualizable at 100,000 rows.
 */

export type LegsState =
  { status: 'pending' } | { status: 'error'; error: unknown; retry: () => void } | { status: 'success'; events: readonly ComboActivity[] };

export type ListItem =
  | { kind: 'entry'; key: string; entry: ActivityEntry; expandable: boolean; expanded: boolean }
  | { kind: 'leg'; key: string; leg: ComboLeg; of: number }
  | { kind: 'legs-note'; key: string; state: 'pending' | 'error' | 'empty'; error?: unknown; retry?: () => void };

export function comboIdOf(entry: ActivityEntry): string | null {
  return entry.kind === 'row' && entry.row.isCombo && entry.row.conditionId ? entry.row.conditionId : null;
}

/** The legs as of this row's own event (its transaction), else as of any event of the combo. */
export function legsFor(events: readonly ComboActivity[], transactionHash: string): readonly ComboLeg[] {
  const own = events.find((e) => e.tx_hash === transactionHash && e.legs.length > 0);
  return (own ?? events.find((e) => e.legs.length > 0))?.legs ?? [];
}

export function buildItems(
  entries: readonly ActivityEntry[],
  expanded: ReadonlySet<string>,
  legsOf: (comboId: string) => LegsState | undefined,
): ListItem[] {
  const items: ListItem[] = [];
  for (const entry of entries) {
    const comboId = comboIdOf(entry);
    const open = comboId !== null && expanded.has(entry.key);
    items.push({ kind: 'entry', key: entry.key, entry, expandable: comboId !== null, expanded: open });
    if (!open || comboId === null || entry.kind !== 'row') continue;
    const state = legsOf(comboId) ?? { status: 'pending' };
    if (state.status === 'pending') items.push({ kind: 'legs-note', key: `${entry.key}-pending`, state: 'pending' });
    else if (state.status === 'error')
      items.push({ kind: 'legs-note', key: `${entry.key}-error`, state: 'error', error: state.error, retry: state.retry });
    else {
      const legs = legsFor(state.events, entry.row.transactionHash);
      if (legs.length === 0) items.push({ kind: 'legs-note', key: `${entry.key}-empty`, state: 'empty' });
      legs.forEach((leg) => items.push({ kind: 'leg', key: `${entry.key}-leg${leg.leg_index}`, leg, of: legs.length }));
    }
  }
  return items;
}
