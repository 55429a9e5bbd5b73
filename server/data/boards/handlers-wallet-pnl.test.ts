import { describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../../src/api/config';
import { USER_PNL_FIDELITY, USER_PNL_INTERVAL } from '../../../src/api/data/contract/params-boards';
import { UserPnlResponse } from '../../../src/api/data/contract/schemas-boards';
import { comboPayoutPerShare, type LegResolution } from '../../ledger/combo-status';
import { mulDiv, proRata } from '../../ledger/money';
import { v2Fixture } from '../../testing/v2-kit';
import { FIDELITY_SECONDS, INTERVAL_SECONDS } from './handlers-wallet';

const { db, now, ok, bad } = v2Fixture();
const demo = DEMO_TRADER.toLowerCase();
/** The wallet with the most ledger rows: many markets, splits, merges and conversions. */
const busiest = db.prepare<[], { user: string }>('SELECT user FROM activity GROUP BY user ORDER BY count(*) DESC LIMIT 1').get()!.user;
/** The wallet with the most positions (over 150 open). */
const widest = db.prepare<[], { user: string }>('SELECT user FROM positions GROUP BY user ORDER BY count(*) DESC LIMIT 1').get()!.user;
const micro = (x: number) => Math.round(x * 1e6);
const fresh = () => `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
type Point = Record<string, number>;

async function series(user: string, query = '') {
  const body = UserPnlResponse.parse(await ok(`/v2/user-pnl?user=${user}${query}`));
  return body.data as typeof body.data & { points: Point[] };
}

/** What the positions routes report now, in micro: open rows (all, archived too) and closed rows. */
async function positionsPnl(user: string) {
  let realized = 0;
  let cashPnl = 0;
  let currentValue = 0;
  for (let offset = 0; ; offset += 500) {
    const page = (await ok(`/positions?user=${user}&sizeThreshold=0&includeArchived=true&limit=500&offset=${offset}`)) as Point[];
    for (const p of page) {
      realized += micro(p.realizedPnl!);
      cashPnl += micro(p.cashPnl!);
      currentValue += micro(p.currentValue!);
    }
    if (page.length < 500) break;
  }
  for (let offset = 0; ; offset += 50) {
    const page = (await ok(`/closed-positions?user=${user}&limit=50&offset=${offset}`)) as Point[];
    for (const p of page) realized += micro(p.realizedPnl!);
    if (page.length < 50) break;
  }
  return { realized, cashPnl, currentValue };
}

/** Realized combo PnL from the combo tables: cash back (payouts, merge proceeds) minus the basis that left. */
function comboRealized(user: string): number {
  const flows = db
    .prepare<[string], { type: string; s: number }>(
      'SELECT type, SUM(usdc_size) s FROM activity WHERE user = ? AND is_combo = 1 GROUP BY type',
    )
    .all(user);
  const sum = (t: string) => flows.find((f) => f.type === t)?.s ?? 0;
  const openBasis =
    db
      .prepare<[string], { b: number | null }>(
        'SELECT SUM(gross_entry_cost - entry_fees) b FROM combo_positions WHERE user = ? AND shares > 0',
      )
      .get(user)!.b ?? 0;
  return sum('REDEEM') + sum('MERGE') - (sum('SPLIT') - openBasis);
}

/**
 * What the combos the user holds at T are worth at T, by the definition (docs/money-model.md): a live
 * combo at its fee-exclusive basis (the ledger's split/merge arithmetic replayed here on its own), a
 * settled one at what redeeming it pays.
 */
function combosValueAt(user: string, T: number): number {
  const rows = db
    .prepare<[string, number], { condition_id: string; type: string; size: number; usdc_size: number; fee: number }>(
      'SELECT condition_id, type, size, usdc_size, fee FROM activity WHERE user = ? AND is_combo = 1 AND ts <= ? ORDER BY ts, id',
    )
    .all(user, T);
  const held = new Map<string, { shares: number; gross: number; fees: number }>();
  for (const r of rows) {
    const p = held.get(r.condition_id) ?? { shares: 0, gross: 0, fees: 0 };
    held.set(r.condition_id, p);
    if (r.type === 'SPLIT') [p.shares, p.gross, p.fees] = [p.shares + r.size, p.gross + r.usdc_size + r.fee, p.fees + r.fee];
    else if (r.type === 'MERGE') {
      const gross = p.gross - proRata(p.gross, r.size, p.shares);
      [p.fees, p.gross, p.shares] = [Math.min(gross, p.fees - proRata(p.fees, r.size, p.shares)), gross, p.shares - r.size];
    } else held.delete(r.condition_id);
  }
  const legs = db.prepare<[string], LegResolution>(
    'SELECT l.outcome_index, m.resolved_at, m.payout0, m.payout1 FROM combo_legs l JOIN markets m USING (condition_id) WHERE l.combo_condition_id = ?',
  );
  let value = 0;
  for (const [combo, p] of held) {
    if (p.shares <= 0) continue;
    // the legs as they stood at T
    const atT = legs.all(combo).map((l) => (l.resolved_at !== null && l.resolved_at <= T ? l : { ...l, resolved_at: null }));
    const perShare = comboPayoutPerShare(atT);
    value += perShare === null ? p.gross - p.fees : mulDiv(p.shares, perShare, 1_000_000);
  }
  return value;
}

/**
 * position_pnl at a past instant, by the cash identity instead of the replay: Σ fee-exclusive cash
 * flows of positions and combos up to T + Σ shares held at T × the mark at T + the combos held at T.
 */
function positionPnlAt(user: string, T: number): number {
  const flows =
    db
      .prepare<[string, number], { f: number | null }>(
        "SELECT SUM(cash_delta + fee) f FROM activity WHERE user = ? AND type IN ('TRADE', 'SPLIT', 'MERGE', 'CONVERSION', 'REDEEM') AND ts <= ?",
      )
      .get(user, T)!.f ?? 0;
  const held = db
    .prepare<[string, number, string, number], { asset: string; shares: number }>(
      `SELECT asset, SUM(d) shares FROM (
         SELECT asset, share_delta d FROM activity WHERE user = ? AND is_combo = 0 AND type IN ('TRADE', 'REDEEM') AND ts <= ?
         UNION ALL
         SELECT l.asset, l.share_delta FROM activity a JOIN activity_legs l ON l.activity_id = a.id WHERE a.user = ? AND a.is_combo = 0 AND a.ts <= ?
       ) GROUP BY asset HAVING SUM(d) > 0`,
    )
    .all(user, T, user, T);
  let value = 0n;
  for (const h of held) {
    const m = db
      .prepare<[string], { condition_id: string; outcome_index: number; resolved_at: number | null; payout0: number; payout1: number }>(
        'SELECT m.condition_id, t.outcome_index, m.resolved_at, m.payout0, m.payout1 FROM tokens t JOIN markets m USING (condition_id) WHERE t.token_id = ?',
      )
      .get(h.asset)!;
    let mark: number;
    if (m.resolved_at !== null && m.resolved_at <= T) mark = m.outcome_index === 0 ? m.payout0 : m.payout1;
    else {
      const p0 =
        db
          .prepare<[string, number], { p: number }>('SELECT p FROM price_points WHERE condition_id = ? AND t <= ? ORDER BY t DESC LIMIT 1')
          .get(m.condition_id, T) ??
        db.prepare<[string], { p: number }>('SELECT p FROM price_points WHERE condition_id = ? ORDER BY t LIMIT 1').get(m.condition_id)!;
      mark = m.outcome_index === 0 ? p0.p : 1_000_000 - p0.p;
    }
    value += (BigInt(h.shares) * BigInt(mark) + 500_000n) / 1_000_000n;
  }
  return flows + Number(value) + combosValueAt(user, T);
}

describe('GET /v2/user-pnl: the last point is the wallet as the positions routes report it', () => {
  for (const [label, user] of [
    ['the demo trader', demo],
    ['the busiest wallet', busiest],
    ['the widest wallet', widest],
  ] as const) {
    it(`reconciles ${label}`, async () => {
      const data = await series(user);
      const last = data.points.at(-1)!;
      expect(last.timestamp).toBe(now);
      const pos = await positionsPnl(user);
      // the key invariant, to the micro: realized (fee-exclusive) + unrealized of the market positions
      expect(micro(last.realized_market_pnl!)).toBe(pos.realized);
      // combos realize against their basis; the positions routes do not carry them, the combo tables do
      expect(micro(last.realized_combo_pnl!)).toBe(comboRealized(user));
      // unrealized: the market rows' cashPnl plus the held combos' value over their basis (settled ones at their payout)
      const comboBasis =
        db
          .prepare<[string], { b: number | null }>(
            'SELECT SUM(gross_entry_cost - entry_fees) b FROM combo_positions WHERE user = ? AND shares > 0',
          )
          .get(user)!.b ?? 0;
      const combosValue = combosValueAt(user, now);
      expect(micro(last.unrealized_pnl!)).toBe(pos.cashPnl + combosValue - comboBasis);
      expect(micro(last.realized_pnl!)).toBe(micro(last.realized_market_pnl!) + micro(last.realized_combo_pnl!));
      expect(micro(last.position_pnl!)).toBe(micro(last.realized_pnl!) + micro(last.unrealized_pnl!));

      // all-in: what the wallet holds now (cash, open positions and combos at their value) less what it paid in
      const cash = db.prepare<[string], { balance: number }>('SELECT balance FROM cash WHERE user = ?').get(user)?.balance ?? 0;
      expect(micro(last.economic_pnl!)).toBe(cash + pos.currentValue + combosValue - micro(last.cashflow_net!));

      // volume and fills are /v2/user-volume's over all history
      const vol = (await ok(`/v2/user-volume?user=${user}`)).data;
      expect(last).toMatchObject({ volume: vol.volume, volume_usdc: vol.volume_usdc, trade_count: vol.trade_count });
    });
  }

  it('agrees with the cash identity at past instants, where marks are the daily price points', async () => {
    for (const user of [demo, busiest]) {
      const { points } = await series(user, '&interval=max&fidelity=1d');
      for (let n = 0; n < points.length - 1; n += 97) {
        const p = points[n]!;
        expect(micro(p.position_pnl!), `t=${p.timestamp}`).toBe(positionPnlAt(user, p.timestamp!));
      }
    }
  });
});

describe('GET /v2/user-pnl: the grid', () => {
  it('serves every interval and fidelity: dense, oldest first, ending now', async () => {
    const first = db.prepare<[string], { t: number }>('SELECT MIN(ts) t FROM activity WHERE user = ?').get(demo)!.t;
    for (const interval of USER_PNL_INTERVAL) {
      for (const fidelity of USER_PNL_FIDELITY) {
        const data = await series(DEMO_TRADER, `&interval=${interval}&fidelity=${fidelity}`);
        expect(data).toMatchObject({ proxy_wallet: DEMO_TRADER, interval, fidelity, source_fidelity: '1d' });
        const step = FIDELITY_SECONDS[fidelity];
        const ts = data.points.map((p) => p.timestamp!);
        const expected =
          interval === 'max' || interval === 'all'
            ? Math.ceil((now - first) / step) + 1
            : Math.floor(INTERVAL_SECONDS[interval] / step) + 1;
        expect(ts).toHaveLength(expected);
        ts.forEach((t, n) => expect(t).toBe(now - (ts.length - 1 - n) * step));
        if (interval === 'max' || interval === 'all') {
          // the full history starts from its zero, at most one step before the first ledger row
          expect(ts[0]).toBeLessThanOrEqual(first);
          expect(ts[0]! + step).toBeGreaterThan(first);
        }
      }
    }
  });

  it('is cumulative: every atom is what the ledger holds up to each instant', async () => {
    const { points } = await series(DEMO_TRADER, '&interval=max&fidelity=1d');
    const upTo = db.prepare<[string, number], { type: string; n: number; usdc: number; fee: number }>(
      'SELECT type, COUNT(*) n, SUM(usdc_size) usdc, SUM(fee) fee FROM activity WHERE user = ? AND ts <= ? GROUP BY type',
    );
    for (let n = 1; n < points.length; n++) {
      const [a, b] = [points[n - 1]!, points[n]!];
      for (const k of [
        'volume',
        'volume_usdc',
        'trade_count',
        'deposits',
        'withdrawals',
        'reward_income',
        'yield_income',
        'wallet_income',
      ]) {
        expect(b[k]!).toBeGreaterThanOrEqual(a[k]!);
      }
      expect(b.fees!).toBeLessThanOrEqual(a.fees!);
    }
    for (const p of points.filter((_, n) => n % 50 === 0 || n === points.length - 1)) {
      const rows = upTo.all(demo, p.timestamp!);
      const of = (t: string) => rows.find((r) => r.type === t);
      expect(p.trade_count).toBe(of('TRADE')?.n ?? 0);
      expect(micro(p.deposits!)).toBe(of('DEPOSIT')?.usdc ?? 0);
      expect(micro(p.withdrawals!)).toBe(of('WITHDRAWAL')?.usdc ?? 0);
      expect(micro(p.cashflow_net!)).toBe(micro(p.deposits!) - micro(p.withdrawals!));
      expect(micro(p.reward_income!)).toBe(of('REWARD')?.usdc ?? 0);
      expect(micro(p.maker_rebate!)).toBe(of('MAKER_REBATE')?.usdc ?? 0);
      expect(micro(p.fees!) + rows.reduce((s, r) => s + r.fee, 0)).toBe(0);
      expect(p.realized_lp_pnl).toBe(0);
      expect(p.source_block).toBeGreaterThan(0);
    }
    const blocks = points.map((p) => p.source_block!);
    expect([...blocks].sort((x, y) => x - y)).toEqual(blocks);
  });

  it('answers a wallet with no ledger rows with zero points on finite windows and none for the full history', async () => {
    const user = fresh();
    const day = await series(user);
    // the ledger covers every wallet, so nothing recorded is a true zero, not an unknown
    expect(day.points).toHaveLength(25);
    for (const p of day.points) {
      expect(p.realized_pnl).toBe(0);
      expect(p.unrealized_pnl).toBe(0);
      expect(p.trade_count).toBe(0);
      expect(p.deposits).toBe(0);
    }
    // the full history starts at the first activity, and there is none
    expect((await series(user, '&interval=max')).points).toEqual([]);
    expect((await series(user, '&interval=all&fidelity=1d')).points).toEqual([]);
  });
});

describe('GET /v2/user-pnl: parameters', () => {
  it('accepts the user_address alias and camelCase, and defaults to 1d on an hourly grid', async () => {
    const plain = await series(DEMO_TRADER);
    expect(plain).toMatchObject({ interval: '1d', fidelity: '1h' });
    expect((await ok(`/v2/user-pnl?user_address=${DEMO_TRADER}`)).data).toEqual(plain);
    expect((await ok(`/v2/user-pnl?userAddress=${DEMO_TRADER.toLowerCase()}`)).data).toEqual(plain);
  });

  it('refuses bad values with the observed v2 messages', async () => {
    expect(await bad('/v2/user-pnl', 'user')).toMatchObject({ error: "required query param 'user' not provided" });
    expect(await bad('/v2/user-pnl?user=', 'user')).toMatchObject({ error: "required query param 'user' not provided" });
    await bad('/v2/user-pnl?user=0x1234', 'user');
    await bad(`/v2/user-pnl?user=${DEMO_TRADER}&user_address=${busiest}`, 'user');
    for (const interval of ['5m', '1y', '1D', 'MAX', 'day']) {
      expect(await bad(`/v2/user-pnl?user=${DEMO_TRADER}&interval=${interval}`, 'interval')).toMatchObject({
        error: 'interval must be one of max, all, 1m, 1w, 1d, 12h, 6h',
      });
    }
    for (const fidelity of ['2h', '1w', '1H', '60']) {
      expect(await bad(`/v2/user-pnl?user=${DEMO_TRADER}&fidelity=${fidelity}`, 'fidelity')).toMatchObject({
        error: 'fidelity must be one of 1d, 18h, 12h, 3h, 1h',
      });
    }
  });
});
