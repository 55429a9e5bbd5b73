import type { Db } from '../db/connection';
import type { Catalogue } from './catalogue';
import type { Rng } from './rng';
import { DAY, HOUR, longDate, type Timeline } from './time';

/*
 * Writes the catalogue: events, markets (unresolved: resolutions are replayed through the ledger
 * when their time comes), tokens, price points and question revisions.
 */

export function writeCatalogue(db: Db, cat: Catalogue, tl: Timeline, rng: Rng): void {
  const ev = db.prepare(
    `INSERT INTO events (id, slug, title, category, icon, image, neg_risk, start_date, end_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const e of cat.events) ev.run(e.id, e.slug, e.title, e.category, e.icon, e.icon, e.negRisk ? 1 : 0, e.start, e.end);

  const mk = db.prepare(`
    INSERT INTO markets (condition_id, question_id, event_id, slug, title, icon, image, category, outcome0, outcome1, token0, token1,
                         tick_size, min_order_size, neg_risk, start_date, end_date, archived, price0, fee_bps)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 5000000, ?, ?, ?, ?, ?, ?)`);
  const tok = db.prepare('INSERT INTO tokens (token_id, condition_id, outcome_index) VALUES (?, ?, ?)');
  const pt = db.prepare('INSERT INTO price_points (condition_id, t, p) VALUES (?, ?, ?)');
  const rev = db.prepare('INSERT INTO revisions (question_id, revision, ts) VALUES (?, ?, ?)');
  for (const m of cat.markets) {
    const ev = cat.events[m.eventIdx]!;
    mk.run(
      m.conditionId,
      m.questionId,
      ev.id,
      m.slug,
      m.title,
      m.icon,
      m.icon,
      m.category,
      m.outcomes[0],
      m.outcomes[1],
      m.token0,
      m.token1,
      m.tickSize,
      m.negRisk ? 1 : 0,
      m.start,
      m.end,
      m.archived ? 1 : 0,
      m.path[m.path.length - 1]!,
      m.feeBps,
    );
    tok.run(m.token0, m.conditionId, 0);
    tok.run(m.token1, m.conditionId, 1);
    // the first point is the market's opening, then one per UTC midnight
    for (let i = 0; i < m.path.length; i++) pt.run(m.conditionId, i === 0 ? m.start : tl.t0 + (m.firstDay + i) * DAY, m.path[i]!);

    rev.run(m.questionId, m.title, m.start - rng.int(1, 48) * HOUR);
    const horizon = Math.min(m.lastTrade, tl.now) - m.start;
    if (horizon > 2 * DAY && rng.chance(0.35)) {
      const ts = m.start + rng.int(DAY, horizon - DAY);
      rev.run(m.questionId, `${m.title} Clarification: resolves per the official source published by ${longDate(m.end)}.`, ts);
      if (rng.chance(0.3) && ts + DAY < m.start + horizon) {
        rev.run(
          m.questionId,
          `${m.title} Clarification: a postponement past ${longDate(m.end)} resolves the market 50-50.`,
          rng.int(ts + 1, m.start + horizon - 1),
        );
      }
    }
  }
}
