import { MARK_SQL } from '../shared/marked-value';
import { inList, marks } from '../shared/sql-lists';
import type { DataContext } from '../context';
import type { HolderRow, HolderV1Row, MarketVolume } from './rows';

type MarkedSize = { size: number; mark: number };

/** The SQL of the market aggregates. v1 reads go through the statement cache; v2 reads prepare per request, as they always have. */
export function createMarketsStore(ctx: DataContext) {
  const { prepare, db } = ctx;

  /** v1 open interest: the supply of outcome 0 (minted − burned) per market, of the listed markets or every one. */
  function supplies(markets: string[] | undefined) {
    const filter = markets ? `WHERE m.condition_id IN (${marks(markets.length)})` : '';
    return prepare<{ market: string; supply: number }>(
      `SELECT m.condition_id AS market, COALESCE(s.minted - s.burned, 0) AS supply
       FROM markets m LEFT JOIN token_supply s ON s.asset = m.token0 ${filter} ORDER BY m.condition_id`,
    ).all(...(markets ?? []));
  }

  /** v1 live volume: USDC traded in each market of one event within (from, to], each fill rounded to the micro. */
  function eventVolumesV1(eventId: number, from: number, to: number): MarketVolume[] {
    return prepare<{ market: string; volume: number }>(
      `SELECT m.condition_id AS market,
              (SELECT COALESCE(SUM((t.size * t.price + 500000) / 1000000), 0) FROM trades t
               WHERE t.condition_id = m.condition_id AND t.ts > ? AND t.ts <= ?) AS volume
       FROM markets m WHERE m.event_id = ? ORDER BY m.condition_id`,
    )
      .all(from, to, eventId)
      .map((r) => ({ condition_id: r.market, volume: r.volume }));
  }

  /** The moderated revisions of one question, oldest first. */
  function revisions(questionID: string, limit: number) {
    return prepare<{ revision: string; ts: number }>(
      'SELECT revision, ts FROM revisions WHERE question_id = ? ORDER BY ts ASC, rowid ASC LIMIT ?',
    ).all(questionID, limit);
  }

  function marketTokens(market: string) {
    return prepare<{ token0: string; token1: string }>('SELECT token0, token1 FROM markets WHERE condition_id = ?').get(market);
  }

  /** The largest holders of one outcome of a market (ties by address). */
  function holdersV1(market: string, outcomeIndex: number, minSize: number, limit: number): HolderV1Row[] {
    return prepare<HolderV1Row>(
      `SELECT p.user, p.size, u.display_address, u.name, u.pseudonym, u.bio, u.profile_image, u.profile_image_optimized,
              u.display_username_public
       FROM positions p LEFT JOIN users u ON u.address = p.user
       WHERE p.condition_id = ? AND p.outcome_index = ? AND p.size >= ?
       ORDER BY p.size DESC, p.user ASC LIMIT ?`,
    ).all(market, outcomeIndex, minSize, limit);
  }

  // servable = active and not archived; every held share is priced at its token's mark
  const MARKED = `SELECT p.condition_id, p.size, ${MARK_SQL} AS mark FROM positions p JOIN markets m ON m.condition_id = p.condition_id
                  WHERE p.size > 0 AND m.archived = 0`;

  /** Every held share of every servable market, with its mark. */
  function allMarkedSizes(): MarkedSize[] {
    return db.prepare<[], MarkedSize>(MARKED).all();
  }

  /** The held shares of the listed markets (servable ones only), with their marks. */
  function markedSizes(conditions: string[]) {
    return db
      .prepare<string[], MarkedSize & { condition_id: string }>(`${MARKED} AND ${inList('p.condition_id', conditions.length)}`)
      .all(...conditions);
  }

  /** Which of the listed markets are servable. */
  function servable(conditions: string[]): string[] {
    return db
      .prepare<string[], { condition_id: string }>(
        `SELECT condition_id FROM markets WHERE archived = 0 AND ${inList('condition_id', conditions.length)}`,
      )
      .all(...conditions)
      .map((r) => r.condition_id);
  }

  /** v2 live volume: all-time shares taken in each market of the events, largest first. */
  function eventVolumesV2(eventIds: number[]): MarketVolume[] {
    return db
      .prepare<number[], { condition_id: string; v: number }>(
        `SELECT m.condition_id, COALESCE((SELECT SUM(t.size) FROM trades t WHERE t.condition_id = m.condition_id), 0) AS v
         FROM markets m WHERE ${inList('m.event_id', eventIds.length)} ORDER BY v DESC, m.condition_id`,
      )
      .all(...eventIds)
      .map((r) => ({ condition_id: r.condition_id, volume: r.v }));
  }

  /** Every holder of the listed markets, with the opposite side's balance and the mark. */
  function holdersV2(conditions: string[]): HolderRow[] {
    return db
      .prepare<string[], HolderRow>(
        `SELECT p.user, p.asset, p.outcome_index, p.size, p.cost, p.realized_pnl, p.condition_id, m.token0, m.token1,
                COALESCE((SELECT o.size FROM positions o WHERE o.user = p.user
                          AND o.asset = CASE p.outcome_index WHEN 0 THEN m.token1 ELSE m.token0 END), 0) AS opp_size,
                ${MARK_SQL} AS mark,
                u.display_address, u.name, u.pseudonym, u.bio, u.profile_image, u.profile_image_optimized, u.verified, u.display_username_public
         FROM positions p JOIN markets m ON m.condition_id = p.condition_id LEFT JOIN users u ON u.address = p.user
         WHERE p.size > 0 AND ${inList('p.condition_id', conditions.length)}`,
      )
      .all(...conditions);
  }

  return { supplies, eventVolumesV1, revisions, marketTokens, holdersV1, allMarkedSizes, markedSizes, servable, eventVolumesV2, holdersV2 };
}

export type MarketsStore = ReturnType<typeof createMarketsStore>;
