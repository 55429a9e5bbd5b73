import { beforeAll, describe, expect, it } from 'vitest';
import { parseUnits } from 'viem';
import { OrderBook } from '../../../src/api/trading/contract/schemas-books';
import { fillPreview } from '../../../src/api/trading/amounts';
import { createApp } from '../../app';
import type { Db } from '../../db/connection';
import { Ledger } from '../../ledger';
import { freshDemoDb } from '../../testing/combo-kit';
import { ALICE, BOB, tradingSandbox } from '../../testing/trading-kit';

/*
 * The ticket's preview (src/api/trading/amounts.ts) against what the service does: on a market with
 * a 2 % taker fee, the previewed total is the cash that leaves the taker's balance, to the micro.
 */

const FEE_BPS = 200;
let db: Db;
let app: ReturnType<typeof createApp>;
let s: Awaited<ReturnType<typeof tradingSandbox>>;

beforeAll(async () => {
  db = freshDemoDb();
  app = createApp(db);
  s = await tradingSandbox(db, app);
  db.prepare('UPDATE markets SET fee_bps = ? WHERE condition_id = ?').run(FEE_BPS, s.market);
}, 60_000);

const cash = (account: typeof ALICE) => BigInt(new Ledger(db).cashOf(account.address.toLowerCase()));
const book = async (token: string) => OrderBook.parse(await (await app.request(`/clob/book?token_id=${token}`)).json());

describe('the fee line against the service', () => {
  it('a limit BUY that crosses two levels and rests the rest: the total is the cash that moves', async () => {
    expect((await s.place(BOB, { side: 'BUY', price: '0.40', size: '30' })).body.status).toBe('live');
    expect((await s.place(BOB, { side: 'BUY', price: '0.38', size: '30' })).body.status).toBe('live');
    // Alice buys the other outcome: Bob's bids on token 0 are asks at 0.60 and 0.62 on token 1
    const preview = fillPreview(await book(s.token1), 'BUY', '50', 'limit', '0.62', FEE_BPS);
    expect(preview).toMatchObject({ filledShares: '50.000000', fee: '0.392000' });
    const before = cash(ALICE);
    const placed = await s.place(ALICE, { tokenId: s.token1, side: 'BUY', price: '0.62', size: '50' });
    expect(placed.body).toMatchObject({ success: true, status: 'matched' });
    expect(before - cash(ALICE)).toBe(parseUnits(preview.total, 6));
  });

  it('a market SELL: what arrives is the proceeds less the fee', async () => {
    expect((await s.place(BOB, { tokenId: s.token1, side: 'BUY', price: '0.55', size: '20' })).body.status).toBe('live');
    const preview = fillPreview(await book(s.token1), 'SELL', '20', 'market', undefined, FEE_BPS);
    expect(preview).toMatchObject({ cost: '11.000000', fee: '0.180000', total: '10.820000' });
    const before = cash(ALICE);
    const sold = await s.place(ALICE, { tokenId: s.token1, side: 'SELL', price: '0.55', size: '20', orderType: 'FOK' });
    expect(sold.body).toMatchObject({ success: true, status: 'matched' });
    expect(cash(ALICE) - before).toBe(parseUnits(preview.total, 6));
  });
});
