import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../api/config';
import { parseCsv, toCsv } from '../../lib/csv';
import { activityCsvName, ACTIVITY_CSV_COLUMNS } from './activity-csv';
import { activityFromV1, activityFromV2, type ActivityRow } from './activity-row';
import { csvQuote, isoSecond, marketCells } from '../../testing/csv-expect';
import { localService } from '../../testing/local-service';

const HEADER =
  'time_utc,timestamp,type,description,side,market,condition_id,outcome,outcome_index,size,price,usdc_size,cash_flow_usdc,combo,transaction_hash';

const qty = (n: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

describe('activity CSV', () => {
  let v2: ActivityRow[] = [];
  let v1: ActivityRow[] = [];
  beforeAll(async () => {
    const api = localService().data;
    v2 = (await api.v2.activity({ user: DEMO_TRADER, start: 1, limit: 1000, exclude_deposits_withdrawals: false })).data.map(
      activityFromV2,
    );
    v1 = (await api.v1.activity({ user: DEMO_TRADER, start: 1, limit: 500, excludeDepositsWithdrawals: false })).map(activityFromV1);
  });

  it('writes a real trade row as exact text', () => {
    const t = v2.find((r) => r.type === 'TRADE' && r.side === 'BUY')!;
    // the wire's numbers are six-decimal values whose shortest form is their exact decimal
    const line = [
      isoSecond(t.timestamp),
      t.timestamp,
      'TRADE',
      csvQuote(`Bought ${qty(t.size)} ${t.outcome} at ${(t.price * 100).toFixed(1)}¢ in ${t.title}`),
      'BUY',
      ...marketCells(t),
      String(t.usdcSize),
      `-${t.usdcSize}`,
      'false',
      t.transactionHash,
    ].join(',');
    expect(toCsv([t], ACTIVITY_CSV_COLUMNS)).toBe(`${HEADER}\r\n${line}\r\n`);
  });

  it('writes a real withdrawal and a real combo row as exact text', () => {
    const w = v2.find((r) => r.type === 'WITHDRAWAL')!;
    const c = v2.find((r) => r.isCombo && r.type === 'SPLIT')!;
    const text = toCsv([w, c], ACTIVITY_CSV_COLUMNS);
    expect(text.split('\r\n')).toEqual([
      HEADER,
      `${isoSecond(w.timestamp)},${w.timestamp},WITHDRAWAL,${csvQuote(`Withdrew ${usd(w.usdcSize)}`)},,,,,999,${w.size},0,${w.usdcSize},-${w.usdcSize},false,${w.transactionHash}`,
      `${isoSecond(c.timestamp)},${c.timestamp},SPLIT,${csvQuote(`Split ${usd(c.usdcSize)} into ${qty(c.size)} combo shares in ${c.title}`)},,${csvQuote(c.title)},${c.conditionId},,999,${c.size},${c.price},${c.usdcSize},-${c.usdcSize},true,${c.transactionHash}`,
      '',
    ]);
  });

  it('writes amounts as exact decimals, never float noise or exponents', () => {
    const tiny: ActivityRow = { ...v2[0]!, type: 'YIELD', size: 1e-6, usdcSize: 1e-6, price: 0, side: '' };
    const cents: ActivityRow = { ...v2[0]!, type: 'REWARD', size: 0.1 + 0.2, usdcSize: 0.1 + 0.2, price: 0, side: '' };
    const [, a, b] = parseCsv(toCsv([tiny, cents], ACTIVITY_CSV_COLUMNS));
    expect([a![9], a![11], a![12]]).toEqual(['0.000001', '0.000001', '0.000001']);
    expect([b![9], b![11], b![12]]).toEqual(['0.3', '0.3', '0.3']);
  });

  it('has one data line per row, whichever route the rows came from, and the same text for the same rows', () => {
    expect(v1.length).toBe(v2.length);
    const fromV2 = toCsv(v2, ACTIVITY_CSV_COLUMNS);
    const lines = parseCsv(fromV2);
    expect(lines[0]!.join(',')).toBe(HEADER);
    expect(lines).toHaveLength(v2.length + 1);
    expect(toCsv(v1, ACTIVITY_CSV_COLUMNS)).toBe(fromV2);
  });

  it('names the file after the address and the day', () => {
    expect(activityCsvName(DEMO_TRADER, new Date('2026-11-22T10:00:00Z'))).toBe(
      'activity-0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266-2026-11-22.csv',
    );
  });
});
