import type { Context } from 'hono';
import { liveVolumeQuery, oiQuery, revisionsQuery } from '../../../src/api/data/contract/params-history';
import { liveVolumeV2Query, oiV2Query, V2_MAX_IDS } from '../../../src/api/data/contract/params-v2';
import { parseV1Query } from '../../http/v1-query';
import { parseV2, V2ParamError } from '../../http/v2-query';
import type { DataContext } from '../context';
import { MICRO, units } from '../shared/wire-values';
import type { MarketsStore } from './store';

/*
 * Open interest, live volume and revisions. Sums run over integer micro in SQL or in JS integers;
 * only the final figure becomes a number.
 */

const DAY = 86_400;

/** GET /oi: each market's open interest (docs/money-model.md); without a market list, every market. */
export function oiV1(store: MarketsStore) {
  return (c: Context) => {
    const parsed = parseV1Query(c, oiQuery);
    if (!parsed.ok) return parsed.response;
    const markets = parsed.data.market ? [...new Set(parsed.data.market)] : undefined;
    const oi = store.openInterest();
    return c.json(store.marketIds(markets).map((id) => ({ market: id, value: (oi.get(id) ?? 0) / MICRO })));
  };
}

/** GET /v2/oi: the same figure for servable (not archived) markets; GLOBAL, their sum, without a list. */
export function oiV2(store: MarketsStore) {
  return (c: Context, raw: Record<string, string>) => {
    const q = parseV2(oiV2Query, raw);
    const oi = store.openInterest();
    if (!q.condition) {
      const total = store.servable().reduce((s, id) => s + (oi.get(id) ?? 0), 0);
      return c.json({ data: [{ condition_id: 'GLOBAL', value: units(total) }] });
    }
    const known = new Set(store.servable(q.condition));
    return c.json({ data: q.condition.filter((id) => known.has(id)).map((id) => ({ condition_id: id, value: units(oi.get(id) ?? 0) })) });
  };
}

/** GET /live-volume: USDC traded in the event's markets over the last 24 hours. */
export function liveVolumeV1(ctx: DataContext, store: MarketsStore) {
  return (c: Context) => {
    const parsed = parseV1Query(c, liveVolumeQuery);
    if (!parsed.ok) return parsed.response;
    const now = ctx.now();
    const markets = store.eventVolumesV1(parsed.data.id, now - DAY, now);
    if (markets.length === 0) return c.json([]);
    // summed in integer micro (each fill rounded to the micro), divided at the edge
    const total = markets.reduce((s, m) => s + m.volume, 0);
    return c.json([{ total: total / MICRO, markets: markets.map((m) => ({ market: m.condition_id, value: m.volume / MICRO })) }]);
  };
}

/** GET /v2/live-volume: all-time taker volume of the events' markets. */
export function liveVolumeV2(store: MarketsStore) {
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
    const rows = store.eventVolumesV2(ids);
    const total = rows.reduce((s, r) => s + r.volume, 0);
    return c.json({
      data: {
        taker_volume_total: units(total),
        conditions: rows.map((r) => ({ condition_id: r.condition_id, taker_volume: units(r.volume) })),
      },
    });
  };
}

/** GET /revisions: the moderated revisions of one question, oldest first. */
export function revisionsV1(store: MarketsStore) {
  return (c: Context) => {
    const parsed = parseV1Query(c, revisionsQuery);
    if (!parsed.ok) return parsed.response;
    const { questionID, limit } = parsed.data;
    const rows = store.revisions(questionID, limit);
    if (rows.length === 0) return c.json([]);
    return c.json([{ questionID, revisions: rows.map((r) => ({ revision: r.revision, timestamp: r.ts })) }]);
  };
}
