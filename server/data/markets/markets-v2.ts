import type { Context } from 'hono';
import { holdersV2Query, liveVolumeV2Query, oiV2Query, V2_MAX_IDS } from '../../../src/api/data/contract/params-v2';
import { parseV2, V2ParamError } from '../../http/v2-query';
import type { DataContext } from '../context';
import { mulDivRound } from '../shared/micro-math';
import { checksum, MICRO, units } from '../shared/wire-values';
import { isIntArray, readCursor } from '../../http/paging';
import type { UserCols } from '../shared/joined-columns';
import { inList } from '../shared/sql-lists';
import { MARK_SQL, markedValue } from '../shared/marked-value';

/*
 * Market aggregates of v2: oi, live-volume, holders. Sums run over integer micro in SQL or in JS
 * integers; only the final figure becomes a number.
 */

export function oiV2(ctx: DataContext) {
  return (c: Context, raw: Record<string, string>) => {
    const q = parseV2(oiV2Query, raw);
    // servable = active and not archived; gross OI = every held share priced at its token's mark
    const base = `SELECT p.condition_id, p.size, ${MARK_SQL} AS mark FROM positions p JOIN markets m ON m.condition_id = p.condition_id
                  WHERE p.size > 0 AND m.archived = 0`;
    if (!q.condition) {
      const rows = ctx.db.prepare<[], { size: number; mark: number }>(base).all();
      return c.json({ data: [{ condition_id: 'GLOBAL', value: units(markedValue(rows)) }] });
    }
    const servable = ctx.db
      .prepare<string[], { condition_id: string }>(
        `SELECT condition_id FROM markets WHERE archived = 0 AND ${inList('condition_id', q.condition.length)}`,
      )
      .all(...q.condition);
    const rows = ctx.db
      .prepare<string[], { condition_id: string; size: number; mark: number }>(
        `${base} AND ${inList('p.condition_id', q.condition.length)}`,
      )
      .all(...q.condition);
    const by = new Map<string, { size: number; mark: number }[]>();
    for (const r of rows) (by.get(r.condition_id) ?? by.set(r.condition_id, []).get(r.condition_id)!).push(r);
    const known = new Set(servable.map((s) => s.condition_id));
    return c.json({
      data: q.condition.filter((id) => known.has(id)).map((id) => ({ condition_id: id, value: units(markedValue(by.get(id) ?? [])) })),
    });
  };
}

export function liveVolumeV2(ctx: DataContext) {
  return (c: Context, raw: Record<string, string>) => {
    const q = parseV2(liveVolumeV2Query, raw);
    // unparseable ids are ignored; only a list with no usable id is an error
    const ids = [
      ...new Set(
        q.event_id
          .split(',')
          .map((s) => s.trim())
          .filter((s) => /^[1-9][0-9]{0,14}$/.test(s))
          .map(Number),
      ),
    ].sort((a, b) => a - b);
    if (ids.length === 0) throw new V2ParamError('invalid event_id: no valid event id (integers >= 1)', 'event_id');
    if (ids.length > V2_MAX_IDS) throw new V2ParamError(`invalid event_id: at most ${V2_MAX_IDS} distinct values`, 'event_id');
    const rows = ctx.db
      .prepare<number[], { condition_id: string; v: number }>(
        `SELECT m.condition_id, COALESCE((SELECT SUM(t.size) FROM trades t WHERE t.condition_id = m.condition_id), 0) AS v
         FROM markets m WHERE ${inList('m.event_id', ids.length)} ORDER BY v DESC, m.condition_id`,
      )
      .all(...ids);
    const total = rows.reduce((s, r) => s + r.v, 0);
    return c.json({
      data: { taker_volume_total: units(total), conditions: rows.map((r) => ({ condition_id: r.condition_id, taker_volume: units(r.v) })) },
    });
  };
}

type HolderRow = {
  user: string;
  asset: string;
  outcome_index: number;
  size: number;
  cost: number;
  realized_pnl: number;
  opp_size: number;
  mark: number;
  verified: number | null;
  display_username_public: number | null;
} & UserCols;

const HOLDERS = 'v2/holders';

export function holdersV2(ctx: DataContext) {
  return (c: Context, raw: Record<string, string>) => {
    // a combo condition id (62 hex digits) is not a market id: the Hash64 rule refuses it
    const q = parseV2(holdersV2Query, raw);
    const conditions = q.condition;
    if (!conditions) throw new V2ParamError("required query param 'condition' not provided", 'condition');
    if (q.include_pnl && conditions.length !== 1)
      throw new V2ParamError('invalid condition: include_pnl=true takes exactly one condition id', 'condition');
    const filters = { condition: conditions.join(','), min_balance: q.min_balance, include_pnl: q.include_pnl };
    // key: [] (the per-token window lives in l/o)
    const cur = readCursor(ctx, q.cursor, HOLDERS, filters, isIntArray(0));
    const limit = cur?.limit ?? q.limit;
    if (q.include_pnl && limit > 100) throw new V2ParamError('invalid limit: at most 100 with include_pnl=true', 'limit');
    const offset = cur?.offset ?? 0;
    const rows = ctx.db
      .prepare<string[], HolderRow & { condition_id: string; token0: string; token1: string }>(
        `SELECT p.user, p.asset, p.outcome_index, p.size, p.cost, p.realized_pnl, p.condition_id, m.token0, m.token1,
                COALESCE((SELECT o.size FROM positions o WHERE o.user = p.user
                          AND o.asset = CASE p.outcome_index WHEN 0 THEN m.token1 ELSE m.token0 END), 0) AS opp_size,
                ${MARK_SQL} AS mark,
                u.display_address, u.name, u.pseudonym, u.bio, u.profile_image, u.profile_image_optimized, u.verified, u.display_username_public
         FROM positions p JOIN markets m ON m.condition_id = p.condition_id LEFT JOIN users u ON u.address = p.user
         WHERE p.size > 0 AND ${inList('p.condition_id', conditions.length)}`,
      )
      .all(...conditions);
    const minMicro = Math.round(q.min_balance * MICRO);
    // groups in request order, token 0 before token 1
    const groups = new Map<string, { amount: number; r: HolderRow }[]>();
    for (const id of conditions) {
      const t = rows.find((r) => r.condition_id === id);
      if (t) for (const tok of [t.token0, t.token1]) groups.set(tok, []);
    }
    for (const r of rows) {
      // default: net of the opposite side (a hedged wallet nets to 0); include_pnl: per-side gross
      const amount = q.include_pnl ? r.size : r.size - r.opp_size;
      if (amount < minMicro || amount < 0 || (amount === 0 && minMicro > 0)) continue;
      groups.get(r.asset)?.push({ amount, r });
    }
    let hasMore = false;
    const data: unknown[] = [];
    for (const [token, list] of groups) {
      list.sort((a, b) => b.amount - a.amount || (a.r.user < b.r.user ? -1 : 1));
      const slice = list.slice(offset, offset + limit);
      if (list.length > offset + limit) hasMore = true;
      if (slice.length > 0) data.push({ token_id: token, holders: slice.map((h) => holderWire(h.amount, h.r, q.include_pnl)) });
    }
    // the token groups advance together by one window; the offset lives only behind the cursor
    const next = hasMore && limit > 0 ? ctx.cursors.encode(HOLDERS, filters, { key: [], limit, offset: offset + limit }) : null;
    const pagination = { limit, offset, has_more: hasMore, next_cursor: next };
    return c.json({ data, pagination });
  };
}

function holderWire(amount: number, r: HolderRow, withPnl: boolean) {
  const base = {
    proxy_wallet: r.display_address ?? checksum(r.user),
    bio: r.bio ?? '',
    token_id: r.asset,
    pseudonym: r.pseudonym ?? '',
    amount: units(amount),
    display_username_public: r.display_username_public === 1,
    outcome_index: r.outcome_index,
    name: r.name ?? '',
    profile_image: r.profile_image ?? '',
    profile_image_optimized: r.profile_image_optimized ?? '',
    verified: r.verified === 1,
  };
  if (!withPnl) return base;
  const value = mulDivRound(r.size, r.mark, MICRO);
  const unrealized = value - r.cost;
  return {
    ...base,
    avg_price: r.size > 0 ? Math.round((r.cost / r.size) * MICRO) / MICRO : 0,
    entry_cost_usdc: units(r.cost),
    current_price: units(r.mark),
    current_value: units(value),
    realized_pnl: units(r.realized_pnl),
    unrealized_pnl: units(unrealized),
    total_pnl: units(r.realized_pnl + unrealized),
  };
}
