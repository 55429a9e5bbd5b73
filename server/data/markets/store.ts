import { markSql } from '../../money/marks';
import { openInterestReader } from '../../money/open-interest';
import { inList, marks } from '../shared/sql-lists';
import type { DataContext } from '../context';
import type { HolderRow, HolderV1Row, MarketVolume } from './rows';

/** The SQL of the market aggregates. v1 reads go through the statement cache; v2 reads prepare per request, as they always have. */
export function createMarketsStore(ctx: DataContext) {
  const { prepare, db } = ctx;
  const openInterest = openInterestReader(db);

  /** The listed markets that exist, or every market, in condition-id order. */
  function marketIds(markets: string[] | undefined): string[] {
    const filter = markets ? `WHERE condition_id IN (${marks(markets.length)})` : '';
    return prepare<{ id: string }>(`SELECT condition_id AS id FROM markets ${filter} ORDER BY condition_id`)
      .all(...(markets ?? []))
      .map((r) => r.id);
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

  /** Which of the listed markets are servable (not archived); every servable market without a list. */
  function servable(conditions?: string[]): string[] {
    const scope = conditions ? ` AND ${inList('condition_id', conditions.length)}` : '';
    return db
      .prepare<string[], { condition_id: string }>(`SELECT condition_id FROM markets WHERE archived = 0${scope}`)
      .all(...(conditions ?? []))
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
                ${markSql('p.outcome_index')} AS mark,
                u.display_address, u.name, u.pseudonym, u.bio, u.profile_image, u.profile_image_optimized, u.verified, u.display_username_public
         FROM positions p JOIN markets m ON m.condition_id = p.condition_id LEFT JOIN users u ON u.address = p.user
         WHERE p.size > 0 AND ${inList('p.condition_id', conditions.length)}`,
      )
      .all(...conditions);
  }

  return {
    /** Open interest per market, micro (money/open-interest.ts); absent means none. */
    openInterest,
    marketIds,
    eventVolumesV1,
    revisions,
    marketTokens,
    holdersV1,
    servable,
    eventVolumesV2,
    holdersV2,
  };
}

export type MarketsStore = ReturnType<typeof createMarketsStore>;
