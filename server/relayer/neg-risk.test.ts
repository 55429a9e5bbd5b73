import type { Hex } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_ID } from '../../src/api/config';
import { deriveSafe } from '../../src/api/relayer/addresses';
import { createApp } from '../app';
import type { WalletCall } from './calls/apply-calls';
import type { Db } from '../db/connection';
import { Ledger } from '../ledger';
import { freshDemoDb } from '../testing/combo-kit';
import { adapter, ctf, multiSend } from '../testing/relayer-calls-kit';
import { builderKeyViaClob, relayerCaller, safeBody, safeCreateBody } from '../testing/relayer-kit';
import { ALICE, fundTrader, tradingSandbox } from '../testing/trading-kit';

/*
 * The neg-risk adapter end to end, as a client uses it: the event's negRiskMarketID and its
 * markets' order from the metadata service, a split and convertPositions in one MultiSend from a
 * Safe, the data service's CONVERSION row and positions; then the market resolves (the sandbox's
 * admin route) and the adapter's redeemPositions pays the Safe.
 */

const CHAIN = CHAIN_ID.amoy;
const USD = 1_000_000;

let app: ReturnType<typeof createApp>;
let db: Db;
let r: ReturnType<typeof relayerCaller>;
const safe = deriveSafe(ALICE.address).toLowerCase();

type GammaEvent = { negRiskMarketID?: Hex; markets: { conditionId: string; clobTokenIds: string }[] };

beforeAll(async () => {
  db = freshDemoDb();
  app = createApp(db, { relayerStepMs: 10, sandbox: true });
  const s = await tradingSandbox(db, app);
  r = relayerCaller(app, await builderKeyViaClob(app, ALICE, CHAIN, s.creds.get(ALICE.address)));
  const { transactionID } = (await r.submit(await safeCreateBody(ALICE, CHAIN))).body;
  expect((await r.settled(transactionID!)).state).toBe('STATE_CONFIRMED');
  fundTrader(db, safe);
}, 60_000);

// the calls kit builds executor calls; a SafeTx names its target as a hex address
let held: GammaEvent['markets'][number] | undefined;
const asSafe = (calls: readonly WalletCall[]) => calls.map((c) => ({ ...c, to: c.to as Hex }));

const json = async <T>(path: string) => (await (await app.request(path)).json()) as T;

describe('neg-risk conversion through the relayer', () => {
  it('converts NO of one question into YES of the others: a CONVERSION row with its amount, and the positions', async () => {
    // an open neg-risk event of three or more markets
    const eventId = db
      .prepare<[], number>(
        `SELECT event_id FROM markets WHERE neg_risk = 1 GROUP BY event_id
         HAVING COUNT(*) >= 3 AND COUNT(resolved_at) = 0 ORDER BY event_id LIMIT 1`,
      )
      .pluck()
      .get()!;
    const event = await json<GammaEvent>(`/gamma/events/${eventId}`);
    expect(event.negRiskMarketID).toMatch(/^0x[0-9a-f]{62}00$/);
    const [first, ...others] = event.markets;
    held = first!;
    const yesOf = (m: { clobTokenIds: string }) => (JSON.parse(m.clobTokenIds) as string[])[0]!;

    const calls = [ctf.split(first!.conditionId, 5n * BigInt(USD)), adapter.convert(event.negRiskMarketID!, 1n, 2n * BigInt(USD))];
    const { transactionID } = (await r.submit(await safeBody(ALICE, CHAIN, asSafe([multiSend(calls)]), 0))).body;
    expect((await r.settled(transactionID!)).state).toBe('STATE_CONFIRMED');

    const rows = await json<{ type: string; size: number; usdcSize: number; conditionId: string }[]>(
      `/data/activity?user=${safe}&type=CONVERSION`,
    );
    expect(rows).toEqual([expect.objectContaining({ type: 'CONVERSION', size: 2, usdcSize: 0, conditionId: first!.conditionId })]);
    const positions = await json<{ asset: string; size: number }[]>(`/data/positions?user=${safe}&sizeThreshold=0`);
    const size = (asset: string) => positions.find((p) => p.asset === asset)?.size;
    for (const m of others) expect(size(yesOf(m)), m.conditionId).toBe(2);
    expect(size(yesOf(first!))).toBe(5);
  });

  it('a market id no event carries fails the transaction on chain, nothing moves and the nonce stays', async () => {
    const before = await json<unknown[]>(`/data/positions?user=${safe}&sizeThreshold=0`);
    const calls = [adapter.convert(`0x${'c0'.repeat(31)}00`, 1n, BigInt(USD))];
    const { transactionID } = (await r.submit(await safeBody(ALICE, CHAIN, asSafe(calls), 1))).body;
    expect((await r.settled(transactionID!)).state).toBe('STATE_FAILED');
    expect(await json<unknown[]>(`/data/positions?user=${safe}&sizeThreshold=0`)).toEqual(before);
  });

  it('redeems the converted market through the adapter once it resolves: REDEEM rows, cash up by the winning shares', async () => {
    const conditionId = held!.conditionId;
    const resolved = await app.request('/clob/admin/resolve', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ conditionId, outcome: 0 }),
    });
    expect(resolved.status).toBe(200);
    const cash = new Ledger(db).cashOf(safe);
    const before = await json<{ type: string }[]>(`/data/activity?user=${safe}&type=REDEEM`);
    // 5 YES (the winner) and the 3 NO left after converting 2
    const calls = [adapter.redeem(conditionId, [5n * BigInt(USD), 3n * BigInt(USD)])];
    const { transactionID } = (await r.submit(await safeBody(ALICE, CHAIN, asSafe(calls), 1))).body;
    expect((await r.settled(transactionID!)).state).toBe('STATE_CONFIRMED');
    const rows = await json<{ type: string; size: number; usdcSize: number; conditionId: string }[]>(
      `/data/activity?user=${safe}&type=REDEEM`,
    );
    expect(rows.length - before.length).toBeGreaterThan(0);
    expect(rows.filter((x) => x.conditionId === conditionId).reduce((s, x) => s + x.usdcSize, 0)).toBe(5);
    const positions = await json<{ conditionId: string }[]>(`/data/positions?user=${safe}&sizeThreshold=0`);
    expect(positions.filter((p) => p.conditionId === conditionId)).toEqual([]);
    expect(new Ledger(db).cashOf(safe)).toBe(cash + 5 * USD);
  });
});
