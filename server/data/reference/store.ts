import type { DataContext } from '../context';
import { inList } from '../shared/sql-lists';

/** A market's resolution fields. */
export type ResolutionRow = {
  condition_id: string;
  question_id: string;
  neg_risk: number;
  start_date: number;
  resolved_at: number | null;
  payout0: number | null;
  payout1: number | null;
};

/** An outcome token with its market's settlement. */
export type TokenRow = {
  condition_id: string;
  outcome_index: number;
  resolved_at: number | null;
  payout0: number | null;
  payout1: number | null;
};

/** One price observation of outcome 0, in micro. */
export type PricePoint = { t: number; p: number };

const COLS = 'condition_id, question_id, neg_risk, start_date, resolved_at, payout0, payout1';

/** The SQL of the reference reads: the fixed statements prepared once, the list-shaped ones per request. */
export function createReferenceStore(ctx: DataContext) {
  const { db } = ctx;
  const clocks = db.prepare<[], { activity: number | null; custody: number | null; trades: number | null }>(
    'SELECT (SELECT MAX(ts) FROM activity) AS activity, (SELECT MAX(last_ts) FROM positions) AS custody, (SELECT MAX(ts) FROM trades) AS trades',
  );
  const token = db.prepare<[string], TokenRow>(
    'SELECT t.condition_id, t.outcome_index, m.resolved_at, m.payout0, m.payout1 FROM tokens t JOIN markets m ON m.condition_id = t.condition_id WHERE t.token_id = ?',
  );
  const points = db.prepare<[string, number, number], PricePoint>(
    'SELECT t, p FROM price_points WHERE condition_id = ? AND t >= ? AND t < ? ORDER BY t',
  );
  const asOf = db.prepare<[string, number], PricePoint>(
    'SELECT t, p FROM price_points WHERE condition_id = ? AND t <= ? ORDER BY t DESC LIMIT 1',
  );

  return {
    /** The newest row of each projection the ledger writes. */
    clocks: () => clocks.get()!,
    marketByQuestion: (questionId: string) =>
      db.prepare<[string], ResolutionRow>(`SELECT ${COLS} FROM markets WHERE question_id = ?`).get(questionId),
    /** The time of a question's newest revision, if any. */
    lastRevision: (questionId: string) =>
      db.prepare<[string], { ts: number }>('SELECT MAX(ts) AS ts FROM revisions WHERE question_id = ?').get(questionId)?.ts,
    marketsByCondition: (conditions: string[]) =>
      db
        .prepare<string[], ResolutionRow>(
          `SELECT ${COLS} FROM markets WHERE ${inList('condition_id', conditions.length)} ORDER BY condition_id`,
        )
        .all(...conditions),
    marketsByEvent: (eventIds: number[]) =>
      db
        .prepare<number[], ResolutionRow>(`SELECT ${COLS} FROM markets WHERE ${inList('event_id', eventIds.length)} ORDER BY condition_id`)
        .all(...eventIds),
    token: (tokenId: string) => token.get(tokenId),
    /** A market's observations in [from, to), oldest first. */
    points: (conditionId: string, from: number, to: number) => points.all(conditionId, from, to),
    /** A market's last observation at or before a time. */
    asOf: (conditionId: string, at: number) => asOf.get(conditionId, at),
  };
}

export type ReferenceStore = ReturnType<typeof createReferenceStore>;
