import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../api/config';
import type { ComboActivity } from '../../api/data/contract/schemas-combos';
import { activityFromV2, type ActivityRow } from './activity-row';
import { buildItems, comboIdOf, legsFor } from './list-items';
import { groupRedeems } from './redeem-groups';
import { localService } from '../../testing/local-service';

describe('list items of the demo trader, with combos opened', () => {
  let rows: ActivityRow[] = [];
  let events = new Map<string, ComboActivity[]>();
  beforeAll(async () => {
    const api = localService().data;
    rows = (await api.v2.activity({ user: DEMO_TRADER, start: 1, limit: 1000, exclude_deposits_withdrawals: false })).data.map(
      activityFromV2,
    );
    const ids = [...new Set(rows.filter((r) => r.isCombo).map((r) => r.conditionId))];
    events = new Map(
      await Promise.all(
        ids.map(async (id) => [id, (await api.v2.comboActivity({ user: DEMO_TRADER, market_id: [id], limit: 500 })).data] as const),
      ),
    );
  });

  it('puts each opened combo legs right under it, from the event of its own transaction', () => {
    const entries = groupRedeems(rows);
    const combos = entries.filter((e) => comboIdOf(e) !== null);
    expect(combos.length, 'the demo trader has combo rows').toBeGreaterThan(1);
    const [a, b] = combos as [(typeof combos)[0], (typeof combos)[0]];
    const items = buildItems(entries, new Set([a.key, b.key]), (id) => ({ status: 'success', events: events.get(id) ?? [] }));

    for (const entry of [a, b]) {
      const row = entry.kind === 'row' ? entry.row : undefined;
      const own = events.get(row!.conditionId)!.find((e) => e.tx_hash === row!.transactionHash);
      expect(own, 'the combo route lists the row transaction').toBeDefined();
      const at = items.findIndex((i) => i.key === entry.key);
      expect(items[at]).toMatchObject({ kind: 'entry', expandable: true, expanded: true });
      const legs = items.slice(at + 1, at + 1 + own!.legs.length);
      expect(legs.map((i) => (i.kind === 'leg' ? i.leg : null))).toEqual(own!.legs);
      expect(legsFor(events.get(row!.conditionId)!, row!.transactionHash)).toBe(own!.legs);
    }
    expect(items.filter((i) => i.kind === 'entry')).toHaveLength(entries.length);
    // keys stay unique, so the virtual list can key its rows by them
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length);
  });

  it('shows a loading or error line while legs are not there, and nothing for closed combos', () => {
    const entries = groupRedeems(rows);
    const combo = entries.find((e) => comboIdOf(e) !== null)!;
    const retry = () => undefined;
    expect(buildItems(entries, new Set([combo.key]), () => ({ status: 'pending' })).filter((i) => i.kind === 'legs-note')).toMatchObject([
      { state: 'pending' },
    ]);
    expect(
      buildItems(entries, new Set([combo.key]), () => ({ status: 'error', error: new Error('x'), retry })).filter(
        (i) => i.kind === 'legs-note',
      ),
    ).toMatchObject([{ state: 'error', retry }]);
    expect(buildItems(entries, new Set(), () => ({ status: 'pending' }))).toHaveLength(entries.length);
    // a non-combo entry never opens
    const plain = entries.find((e) => comboIdOf(e) === null)!;
    expect(buildItems(entries, new Set([plain.key]), () => ({ status: 'pending' }))).toHaveLength(entries.length);
  });
});
