import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../api/config';
import { localService } from '../../testing/local-service';
import { comboFigures, comboTotals, currentValueMicro, microToDecimal, usdcMicro } from './combo-math';
import { COMBO_STATUSES, type ComboRow } from './combo-types';

/** Independent of parseUnits: '13.680000' → 13680000n by string surgery. */
const digits = (s: string): bigint => {
  const [whole = '0', frac = ''] = s.replace('-', '').split('.');
  const v = BigInt(whole + frac.padEnd(6, '0').slice(0, 6));
  return s.startsWith('-') ? -v : v;
};

let rows: ComboRow[] = [];

beforeAll(async () => {
  const { data: api } = localService();
  rows = (await api.v2.comboPositions({ user: DEMO_TRADER, status: [...COMBO_STATUSES], limit: 1000 })).data;
});

const withFigures = (row: ComboRow, patch: Partial<ComboRow>): ComboRow => ({ ...row, ...patch });

describe('combo money', () => {
  it('reads the wire amounts exactly', () => {
    expect(usdcMicro('13.680000')).toBe(13_680_000n);
    expect(usdcMicro('0.00')).toBe(0n);
    expect(usdcMicro('-0.000001')).toBe(-1n);
    expect(microToDecimal(300_000n)).toBe('0.3');
  });

  it('values a live combo at its remaining fee-exclusive cost, a settled one at its payout: a won leg at 1, a lost one at 0', () => {
    const open = rows.find((r) => r.status === 'OPEN' && digits(r.shares_balance) > 0n)!;
    expect(currentValueMicro(open)).toBe(digits(open.gross_entry_cost_usdc) - digits(open.entry_fees_usdc));

    const won = rows.find((r) => r.status === 'RESOLVED_WIN' && digits(r.shares_balance) > 0n)!;
    expect(currentValueMicro(won)).toBe(digits(won.shares_balance));
    const lost = rows.find((r) => r.status === 'RESOLVED_LOSS')!;
    expect(currentValueMicro(lost)).toBe(0n);
  });

  it('PnL is value plus payout minus the original cost', () => {
    for (const row of rows) {
      const f = comboFigures(row);
      expect(f.pnl).toBe(currentValueMicro(row) + digits(row.realized_payout_usdc) - digits(row.total_cost_usdc));
    }
  });

  it('totals the real rows exactly', () => {
    const t = comboTotals(rows);
    expect(t.totalCost).toBe(rows.reduce((s, r) => s + digits(r.total_cost_usdc), 0n));
    expect(t.realizedPayout).toBe(rows.reduce((s, r) => s + digits(r.realized_payout_usdc), 0n));
    expect(t.currentValue).toBe(rows.reduce((s, r) => s + currentValueMicro(r), 0n));
    expect(t.pnl).toBe(t.currentValue + t.realizedPayout - t.totalCost);
  });

  it('sums amounts that floats get wrong', () => {
    const base = rows[0]!;
    const many = Array.from({ length: 10 }, (_, i) =>
      withFigures(base, {
        combo_position_id: String(i),
        entry_cost_usdc: '0.100000',
        total_cost_usdc: '0.100000',
        realized_payout_usdc: '0.00',
        shares_balance: '0.000000',
        status: 'RESOLVED_LOSS',
      }),
    );
    // ten times 0.1 is 0.9999999999999999 in floats
    expect(many.reduce((s, r) => s + Number(r.total_cost_usdc), 0)).not.toBe(1);
    const t = comboTotals(many);
    expect(microToDecimal(t.totalCost)).toBe('1');
    expect(microToDecimal(t.pnl)).toBe('-1');
    expect(comboTotals([])).toEqual({ currentValue: 0n, realizedPayout: 0n, totalCost: 0n, pnl: 0n });
  });
});
