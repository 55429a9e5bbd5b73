import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../api/config';
import { parseCsv, toCsv } from '../../lib/csv';
import { tradeAmount, tradeFromV1, tradeFromV2, tradeMarketHref, type TradeRow } from './trade-row';
import { tradesCsvName, TRADES_CSV_COLUMNS } from './trades-csv';
import { isoSecond, marketCells } from '../../testing/csv-expect';
import { localService } from '../../testing/local-service';

const HEADER = 'time_utc,timestamp,side,market,condition_id,outcome,outcome_index,size,price,amount_usdc,transaction_hash,token_id';

/** size × price from the decimal texts, by hand: integers of the digits, then the point put back. */
function product(a: number, b: number): string {
  const [ai, af = ''] = String(a).split('.');
  const [bi, bf = ''] = String(b).split('.');
  const digits = (BigInt(ai! + af) * BigInt(bi! + bf)).toString().padStart(af.length + bf.length + 1, '0');
  const places = af.length + bf.length;
  const int = digits.slice(0, digits.length - places);
  const frac = digits.slice(digits.length - places).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

describe('trades CSV', () => {
  let v2: TradeRow[] = [];
  let v1: TradeRow[] = [];
  beforeAll(async () => {
    const api = localService().data;
    v2 = (await api.v2.trades({ user: DEMO_TRADER, start: 1, limit: 1000, taker_only: false })).data.map(tradeFromV2);
    v1 = (await api.v1.trades({ user: DEMO_TRADER, start: 1, limit: 10_000, takerOnly: false })).map(tradeFromV1);
  });

  it('writes a real trade as exact text, the amount being size × price exactly', () => {
    const t = v2[0]!;
    const line = [
      isoSecond(t.timestamp),
      t.timestamp,
      t.side,
      ...marketCells(t),
      product(t.size, t.price),
      t.transactionHash,
      t.tokenId,
    ].join(',');
    expect(toCsv([t], TRADES_CSV_COLUMNS)).toBe(`${HEADER}\r\n${line}\r\n`);
  });

  it('computes every amount of the demo trader exactly', () => {
    expect(v2.length).toBeGreaterThan(100);
    for (const t of v2) expect(tradeAmount(t)).toBe(product(t.size, t.price));
    // where a float product would be off
    expect(0.07 * 100).not.toBe(7);
    expect(tradeAmount({ size: 100, price: 0.07 })).toBe('7');
    expect(tradeAmount({ size: 0.000001, price: 0.000001 })).toBe('0.000000000001');
  });

  it('has one data line per trade, and the same text whichever route the rows came from', () => {
    expect(v1.length).toBe(v2.length);
    const text = toCsv(v2, TRADES_CSV_COLUMNS);
    expect(parseCsv(text)).toHaveLength(v2.length + 1);
    expect(toCsv(v1, TRADES_CSV_COLUMNS)).toBe(text);
  });

  it('links a market trade to its market view, and no combo trade', () => {
    expect(tradeMarketHref(v2[0]!)).toBe(`/market/${v2[0]!.conditionId}`);
    expect(tradeMarketHref({ conditionId: `0x${'1'.repeat(62)}` })).toBeNull();
  });

  it('names the file after the address and the day', () => {
    expect(tradesCsvName(DEMO_TRADER, new Date('2026-11-22T10:00:00Z'))).toBe(
      'trades-0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266-2026-11-22.csv',
    );
  });
});
