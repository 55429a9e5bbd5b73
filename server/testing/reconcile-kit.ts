import { expect } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { parseCsv } from '../../src/lib/csv';
import type { createApp } from '../app';

/*
 * The route side of the reconciliation suite (server/reconciliation/): every figure of one wallet
 * as the routes serve it, read over HTTP in process, every page followed, each amount turned back
 * into integer micro USDC. server/testing/reconcile-assert.ts compares them with the definitions.
 */

type App = ReturnType<typeof createApp>;
type Row = Record<string, unknown>;

/** A wire number (a micro amount divided by 1e6) back to its integer micro. */
export const micro = (x: unknown) => Math.round(Number(x) * 1e6);

/** An exact decimal string ('12.5', '-0.000005') to integer micro. */
export function decimalMicro(s: string): number {
  const neg = s.startsWith('-');
  const [whole = '0', frac = ''] = s.replace('-', '').split('.');
  const v = Number(whole) * 1e6 + Number(frac.padEnd(6, '0').slice(0, 6));
  return neg ? -v : v;
}

async function ok(app: App, path: string): Promise<unknown> {
  const res = await app.request(`/data${path}`);
  expect(res.status, path).toBe(200);
  return res.json();
}

/** Every row of a v1 offset-paged route, up to its offset cap. */
async function v1All(app: App, path: string, limit: number, cap: number): Promise<Row[]> {
  const out: Row[] = [];
  for (let offset = 0; offset <= cap; offset += limit) {
    const page = (await ok(app, `${path}&limit=${limit}&offset=${offset}`)) as Row[];
    out.push(...page);
    if (page.length < limit) return out;
  }
  throw new Error(`${path}: more rows than the v1 offset cap reaches`);
}

/** Every row of a v2 cursor-paged route. */
async function v2All(app: App, path: string): Promise<Row[]> {
  const out: Row[] = [];
  let url = `${path}&limit=1000`;
  for (;;) {
    const body = (await ok(app, url)) as { data: Row[]; pagination: { next_cursor: string | null } };
    out.push(...body.data);
    if (!body.pagination.next_cursor) return out;
    url = `${path}&cursor=${encodeURIComponent(body.pagination.next_cursor)}`;
  }
}

const sum = (rows: Row[], key: string) => rows.reduce((s, r) => s + micro(r[key]), 0);

/** The snapshot ZIP's two files as objects keyed by header. */
async function snapshot(app: App, user: string) {
  const res = await app.request(`/data/v1/accounting/snapshot?user=${user}`);
  expect(res.status).toBe(200);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const table = (name: string) => {
    const [header, ...rows] = parseCsv(strFromU8(files[name]!));
    return rows.filter((r) => r.length > 1).map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!])));
  };
  const equity = table('equity.csv')[0]!;
  return {
    header: parseCsv(strFromU8(files['equity.csv']!))[0]!,
    rowsValue: table('positions.csv').reduce((s, r) => s + decimalMicro(r.currentValue!), 0),
    positionsValue: decimalMicro(equity.positionsValue!),
    cash: decimalMicro(equity.cashBalance!),
    equity: decimalMicro(equity.equity!),
  };
}

/** Open combos value from the combo rows alone: live at gross − fees, settled at shares × Π leg payouts. */
function combosValueFromRows(rows: Row[]): number {
  let total = 0;
  for (const r of rows) {
    const shares = BigInt(decimalMicro(r.shares_balance as string));
    if (shares <= 0n) continue;
    const legs = r.legs as { leg_current_price: string }[];
    if (['RESOLVED_WIN', 'RESOLVED_LOSS', 'RESOLVED_PARTIAL'].includes(r.status as string)) {
      // the ledger's figure: payout per share = Π payouts / 1e6^(n−1), floored; value = shares × that, floored
      const product = legs.reduce((p, l) => p * BigInt(decimalMicro(l.leg_current_price)), 1n);
      const perShare = product / 1_000_000n ** BigInt(legs.length - 1);
      total += Number((shares * perShare) / 1_000_000n);
    } else {
      total += decimalMicro(r.gross_entry_cost_usdc as string) - decimalMicro(r.entry_fees_usdc as string);
    }
  }
  return total;
}

/** Everything the routes say about one wallet, in micro. `held` are the markets it holds (for /v2/value's condition filter). */
export async function readRouteFigures(app: App, user: string, held: readonly string[]) {
  const v1Rows = await v1All(app, `/positions?user=${user}&sizeThreshold=0&includeArchived=true`, 500, 10_000);
  const v1Redeemable = await v1All(app, `/positions?user=${user}&sizeThreshold=0&redeemable=true`, 500, 10_000);
  const closed = await v1All(app, `/closed-positions?user=${user}`, 50, 100_000);
  // every held position: archived markets and the dust under the 0.1-share default floor included
  const all = '&include_archived=true&filter_type=TOKENS&filter_amount=0.000001';
  const v2Open = await v2All(app, `/v2/positions?user=${user}&status=OPEN${all}`);
  const v2Redeemable = await v2All(app, `/v2/positions?user=${user}&status=REDEEMABLE&filter_type=TOKENS&filter_amount=0.000001`);
  let valueByConditions = 0;
  for (let i = 0; i < held.length; i += 20) {
    const body = (await ok(app, `/v2/value?user=${user}&condition=${held.slice(i, i + 20).join(',')}`)) as { data: { value: number } };
    valueByConditions += micro(body.data.value);
  }
  const combos = (await ok(
    app,
    `/v2/positions/combos?user=${user}&status=OPEN,PARTIAL,RESOLVED_PARTIAL,RESOLVED_WIN,RESOLVED_LOSS&limit=1000`,
  )) as {
    data: Row[];
  };
  const pnl = (await ok(app, `/v2/user-pnl?user=${user}&interval=all&fidelity=1d`)) as { data: { points: Row[] } };
  const last = pnl.data.points.at(-1) ?? {};
  const boardV1 = ((await ok(app, `/v1/leaderboard?timePeriod=ALL&user=${user}`)) as Row[])[0];
  const boardV2 = (await ok(app, `/v2/leaderboard?time_period=all&user=${user}`)) as { data: Row | null };
  const history = '&start=1';
  const activityV2 = await v2All(app, `/v2/activity?user=${user}${history}&exclude_deposits_withdrawals=false`);
  const tradesV2 = await v2All(app, `/v2/trades?user=${user}${history}&taker_only=false`);
  // v1 offset caps: /activity reaches 5,500 rows, /trades 20,000; beyond that a count is not defined there
  const activityV1 =
    activityV2.length <= 5_000 ? await v1All(app, `/activity?user=${user}${history}&excludeDepositsWithdrawals=false`, 500, 5_000) : null;
  const tradesV1 = tradesV2.length <= 10_000 ? await v1All(app, `/trades?user=${user}${history}&takerOnly=false`, 10_000, 10_000) : null;

  return {
    value: micro(((await ok(app, `/value?user=${user}`)) as Row[])[0]!.value),
    valueV2: micro(((await ok(app, `/v2/value?user=${user}`)) as { data: Row }).data.value),
    valueByConditions,
    v1: {
      rows: v1Rows.length,
      value: sum(v1Rows, 'currentValue'),
      cost: sum(v1Rows, 'initialValue'),
      cashPnl: sum(v1Rows, 'cashPnl'),
      realized: sum(v1Rows, 'realizedPnl') + sum(closed, 'realizedPnl'),
      redeemableValue: sum(v1Redeemable, 'currentValue'),
      byAsset: new Map(
        v1Rows.map((r) => [r.asset as string, { size: micro(r.size), value: micro(r.currentValue), cost: micro(r.initialValue) }]),
      ),
    },
    v2: {
      rows: v2Open.length,
      value: sum(v2Open, 'current_value'),
      openRowsValue: sum(
        v2Open.filter((r) => r.status === 'OPEN'),
        'current_value',
      ),
      flaggedRedeemableValue: sum(
        v2Open.filter((r) => r.redeemable === true),
        'current_value',
      ),
      redeemableValue: sum(v2Redeemable, 'current_value'),
      byAsset: new Map(
        v2Open.map((r) => [
          r.token_id as string,
          { size: micro(r.current_size), value: micro(r.current_value), cost: micro(r.entry_cost_usdc) },
        ]),
      ),
    },
    snapshot: await snapshot(app, user),
    combosValue: combosValueFromRows(combos.data),
    pnl: {
      realized: micro(last.realized_pnl),
      realizedMarket: micro(last.realized_market_pnl),
      realizedCombo: micro(last.realized_combo_pnl),
      unrealized: micro(last.unrealized_pnl),
      total: micro(last.position_pnl),
      // the wire signs fees as charges (negative); 0 - 0 must stay +0
      fees: 0 - micro(last.fees),
      income: micro(last.wallet_income),
      deposits: micro(last.deposits),
      withdrawals: micro(last.withdrawals),
    },
    board: { v1: boardV1 ? micro(boardV1.pnl) : null, v2: boardV2.data ? micro(boardV2.data.pnl) : null },
    counts: {
      activityV1: activityV1?.length ?? null,
      activityV2: activityV2.length,
      tradesV1: tradesV1?.length ?? null,
      tradesV2: tradesV2.length,
    },
  };
}
