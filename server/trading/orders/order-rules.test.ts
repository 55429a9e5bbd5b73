import { beforeAll, describe, expect, it } from 'vitest';
import { explainTradingError } from '../../../src/api/trading/errors';
import { RULE_TEXT, type TickSize } from '../../../src/api/trading/order-rules';
import { checkTicket, type TicketInput } from '../../../src/features/trade/ticket-form';
import { createApp } from '../../app';
import { freshDemoDb } from '../../testing/combo-kit';
import { ALICE, tradingSandbox } from '../../testing/trading-kit';
import { dollarsToCents } from '../../../src/lib/cents';

/*
 * One rule table (src/api/trading/order-rules.ts), two sides: what the ticket refuses before the
 * wallet signs, the service refuses once signed, and the trader reads the same words either way
 * (the ticket's problem is the error catalogue's explanation of the service's refusal).
 */

let s: Awaited<ReturnType<typeof tradingSandbox>>;
let tick: TickSize;
let minSize: string;

beforeAll(async () => {
  const db = freshDemoDb();
  s = await tradingSandbox(db, createApp(db));
  const m = db.prepare('SELECT tick_size, min_order_size FROM markets WHERE condition_id = ?').get(s.market) as {
    tick_size: TickSize;
    min_order_size: number;
  };
  tick = m.tick_size;
  minSize = String(m.min_order_size / 1e6);
}, 60_000);

const EMPTY = { bids: [], asks: [] };
const now = () => Math.floor(Date.now() / 1000);
const ticket = (input: Partial<TicketInput>) => {
  const check = checkTicket(
    // the ticket takes its price in cents, as the trader types it
    { side: 'BUY', kind: 'GTC', price: '2', amount: '10', expiration: undefined, postOnly: false, ...input },
    EMPTY,
    { tick, minSize, feeBps: 0 },
    now(),
  );
  return check.ok ? undefined : check.problem;
};

describe('the order rules, on both sides', () => {
  it('a price off the tick', async () => {
    // half a tick above 0.02 (the fixtures' market moves in steps of 0.01 or finer)
    const price = String(0.02 + Number(tick) / 2);
    const res = await s.place(ALICE, { side: 'BUY', price, size: '10' });
    expect(res.status).toBe(400);
    expect(ticket({ price: dollarsToCents(price) })).toBe(RULE_TEXT.tick(tick));
    expect(explainTradingError(res.body).detail).toBe(RULE_TEXT.tick(tick));
  });

  it('a size under the minimum', async () => {
    const size = String(Number(minSize) - 0.01);
    const res = await s.place(ALICE, { side: 'BUY', price: '0.02', size });
    expect(res.status).toBe(400);
    expect(ticket({ amount: size })).toBe(RULE_TEXT.minSize(minSize));
    expect(explainTradingError(res.body).detail).toBe(RULE_TEXT.minSize(minSize));
  });

  it('a GTD order lapsing in under a minute', async () => {
    const expiration = now() + 30;
    const res = await s.place(ALICE, { side: 'BUY', price: '0.02', size: '10', orderType: 'GTD', expiration });
    expect(res.status).toBe(400);
    expect(ticket({ kind: 'GTD', expiration })).toBe(RULE_TEXT.expiration);
    expect(explainTradingError(res.body).detail).toBe(RULE_TEXT.expiration);
    // a minute ahead is enough on both sides
    expect(ticket({ kind: 'GTD', expiration: now() + 90 })).toBeUndefined();
    expect((await s.place(ALICE, { side: 'BUY', price: '0.02', size: '10', orderType: 'GTD', expiration: now() + 90 })).status).toBe(200);
  });

  it('post-only on an order that cannot rest', async () => {
    const res = await s.place(ALICE, { side: 'BUY', price: '0.02', size: '10', orderType: 'FAK', postOnly: true });
    expect(res.status).toBe(400);
    expect(ticket({ kind: 'FAK', postOnly: true, amount: '1' })).toBeDefined();
  });
});
