import { describe, expect, it } from 'vitest';
import { summariseTransfers, type CashTransfer } from './cash-transfers';

const row = (type: string, usdc_size: number, timestamp = 1): CashTransfer => ({ type, usdc_size, timestamp, transaction_hash: '0x' });

describe('summariseTransfers', () => {
  it('sums deposits and withdrawals exactly, however the amounts are signed, and nets them', () => {
    const rows = [
      row('DEPOSIT', 0.1),
      row('DEPOSIT', 0.2),
      row('WITHDRAWAL', -0.3),
      row('WITHDRAWAL', 0.000001),
      row('DEPOSIT', 1_000_000.5),
    ];
    expect(summariseTransfers(rows)).toMatchObject({ deposited: '1000000.8', withdrawn: '0.300001', net: '1000000.499999' });
  });

  it('an empty history nets to zero, and a wallet that took out more than it put in nets below zero', () => {
    expect(summariseTransfers([])).toMatchObject({ deposited: '0', withdrawn: '0', net: '0' });
    expect(summariseTransfers([row('DEPOSIT', 5), row('WITHDRAWAL', 7.25)]).net).toBe('-2.25');
  });
});
