import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../api/config';
import { localService } from '../../testing/local-service';
import { comboKey } from './combo-sync';
import { loadCombos, loadComboActivity, type CombosData } from './queries';

/*
 * The incremental sync against the real service: a first full load, a change written to the
 * ledger's table, then a refresh that asks only for changed rows and ends equal to a full reload.
 */

const user = DEMO_TRADER.toLowerCase();
let svc: ReturnType<typeof localService>;

beforeAll(() => {
  svc = localService();
});

describe('loadCombos', () => {
  it('syncs only what changed since the watermark and ends equal to a full reload', async () => {
    // one of the trader's combos is held back, to come "new" later
    const held = svc.db
      .prepare<[string], Record<string, number | string | null>>(
        'SELECT * FROM combo_positions WHERE user = ? AND resolved_at IS NULL LIMIT 1',
      )
      .get(user)!;
    svc.db
      .prepare('DELETE FROM combo_positions WHERE combo_condition_id = ? AND combo_position_id = ?')
      .run(held.combo_condition_id, held.combo_position_id);

    const first = await loadCombos(svc.data, DEMO_TRADER, 'current_value_desc', undefined);
    expect(first.sync.mode).toBe('full');
    expect(first.rows.length).toBeGreaterThan(1);
    expect(first.watermark).toBe(Math.max(...first.rows.map((r) => Date.parse(r.updated_at) / 1000)));
    const firstUrl = new URL(svc.urls.at(-1)!);
    expect(firstUrl.searchParams.get('sort')).toBe('current_value_desc');
    expect(firstUrl.searchParams.get('updatedAfter')).toBeNull();

    // nothing changed: the refresh reads only the rows at the (inclusive) watermark and changes nothing
    svc.urls.length = 0;
    const quiet = await loadCombos(svc.data, DEMO_TRADER, 'current_value_desc', first);
    const q = new URL(svc.urls[0]!).searchParams;
    expect([q.get('updatedAfter'), q.get('sort'), q.get('status')]).toEqual([String(first.watermark), 'updated_asc', null]);
    expect(quiet.sync).toMatchObject({ mode: 'incremental', inserted: 0, replaced: 0, since: first.watermark });
    expect(quiet.rows).toEqual(first.rows);

    // the ledger moves (outside the route's 90 s sync lag): one combo bought more, the held one appears
    const now = Math.floor(Date.now() / 1000) - 600;
    const moved = first.rows[first.rows.length - 1]!;
    svc.db
      .prepare(
        'UPDATE combo_positions SET shares = shares + 5000000, updated_at = ? WHERE combo_condition_id = ? AND combo_position_id = ?',
      )
      .run(now, moved.combo_condition_id, moved.combo_position_id);
    const columns = Object.keys(held);
    svc.db
      .prepare(`INSERT INTO combo_positions (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`)
      .run({ ...held, updated_at: now - 1 });

    svc.urls.length = 0;
    const synced: CombosData = await loadCombos(svc.data, DEMO_TRADER, 'current_value_desc', quiet);
    expect(svc.urls).toHaveLength(1);
    expect(synced.sync).toMatchObject({ mode: 'incremental', inserted: 1, replaced: 1 });
    expect(synced.watermark).toBe(now);
    // order kept: the moved row where it was, the new one at the end
    expect(synced.rows.map(comboKey).slice(0, first.rows.length)).toEqual(first.rows.map(comboKey));
    expect(comboKey(synced.rows.at(-1)!)).toBe(`${held.combo_condition_id}/${held.combo_position_id}`);
    expect(synced.rows.find((r) => comboKey(r) === comboKey(moved))!.shares_balance).not.toBe(moved.shares_balance);

    const fresh = await loadCombos(svc.data, DEMO_TRADER, 'current_value_desc', undefined);
    const byKey = (d: CombosData) => new Map(d.rows.map((r) => [comboKey(r), r]));
    expect(byKey(synced)).toEqual(byKey(fresh));
  });

  it('reads the lifecycle of every combo', async () => {
    const activity = await loadComboActivity(svc.data, DEMO_TRADER);
    expect(activity.length).toBeGreaterThan(0);
    expect(activity.every((a) => a.user_address.toLowerCase() === user && a.legs.length > 0)).toBe(true);
  });
});
