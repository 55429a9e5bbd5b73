import { describe, expect, it } from 'vitest';
import type { SupportedAsset } from '../../api/bridge/contract/schemas';
import { chainFamily } from '../../api/bridge/families';
import { checkWithdraw } from './withdraw-form';

const asset = (chainId: string, chainName: string, symbol: string, minCheckoutUsd = 2): SupportedAsset => ({
  chainId,
  chainName,
  token: { name: symbol, symbol, address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', decimals: 6 },
  minCheckoutUsd,
});
const BASE = asset('8453', 'Base', 'USDC');
const SOLANA = asset('1151111081099710', 'Solana', 'USDC');
const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CASH = 100_000_000n;

describe('checkWithdraw', () => {
  it('is ready with a recipient of the chain’s family and an amount within cash and above the minimum', () => {
    expect(checkWithdraw({ asset: BASE, recipient: EVM, amount: '10.000001' }, CASH)).toEqual({
      recipientError: undefined,
      amountError: undefined,
      amount: 10_000_001n,
      ready: true,
    });
    // the whole cash, to the micro
    expect(checkWithdraw({ asset: BASE, recipient: EVM, amount: '100' }, CASH).ready).toBe(true);
  });

  it('refuses a recipient of another family, per chain', () => {
    expect(checkWithdraw({ asset: SOLANA, recipient: EVM, amount: '10' }, CASH)).toMatchObject({
      recipientError: 'Not an address Solana pays out to: enter a Solana address: base58, 32 bytes.',
      ready: false,
    });
    expect(checkWithdraw({ asset: SOLANA, recipient: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', amount: '10' }, CASH).ready).toBe(
      true,
    );
    expect(checkWithdraw({ asset: BASE, recipient: '0x1234', amount: '10' }, CASH).recipientError).toBe(
      'Not an address Base pays out to: enter an EVM address: 0x and 40 hex digits.',
    );
    expect([chainFamily('8253038'), chainFamily('728126428'), chainFamily('42161')]).toEqual(['btc', 'tron', 'evm']);
  });

  it('refuses more than the cash and less than the minimum, exactly', () => {
    expect(checkWithdraw({ asset: BASE, recipient: EVM, amount: '100.000001' }, CASH).amountError).toBe(
      'Your cash is 100 pUSD; withdraw at most that.',
    );
    expect(checkWithdraw({ asset: asset('1', 'Ethereum', 'USDC', 7), recipient: EVM, amount: '6.999999' }, CASH).amountError).toBe(
      'Withdrawals to USDC on Ethereum start at $7.00.',
    );
    expect(checkWithdraw({ asset: BASE, recipient: EVM, amount: '1.0000001' }, CASH).amountError).toBe('pUSD has at most 6 decimals.');
  });

  it('says nothing of empty fields, and waits for the cash', () => {
    expect(checkWithdraw({ asset: BASE, recipient: '', amount: '' }, CASH)).toEqual({
      recipientError: undefined,
      amountError: undefined,
      amount: undefined,
      ready: false,
    });
    expect(checkWithdraw({ asset: BASE, recipient: EVM, amount: '10' }, undefined).ready).toBe(false);
    expect(checkWithdraw({ asset: undefined, recipient: EVM, amount: '10' }, CASH).ready).toBe(false);
  });
});
