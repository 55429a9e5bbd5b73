import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/csv';
import { cashTransfersCsv } from './cash-transfers-section';

describe('cashTransfersCsv', () => {
  it('writes one row per transfer, the amount signed the way it moved cash, exact', () => {
    const csv = cashTransfersCsv([
      { timestamp: 1_767_225_600, type: 'WITHDRAWAL', usdc_size: 10.000001, transaction_hash: '0xbb' },
      { timestamp: 1_767_225_000, type: 'DEPOSIT', usdc_size: 25, transaction_hash: '0xaa' },
    ]);
    expect(parseCsv(csv)).toEqual([
      ['timestamp', 'type', 'amount', 'transactionHash'],
      ['2026-01-01T00:00:00.000Z', 'WITHDRAWAL', '-10.000001', '0xbb'],
      ['2025-12-31T23:50:00.000Z', 'DEPOSIT', '25', '0xaa'],
    ]);
  });
});
