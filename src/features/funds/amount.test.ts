import { describe, expect, it } from 'vitest';
import { readAmount } from './amount';

describe('readAmount', () => {
  it('reads a typed amount into the token’s base units exactly', () => {
    expect(readAmount('25', 6, 'USDC')).toEqual({ units: 25_000_000n });
    expect(readAmount(' 1,234.5 ', 6, 'USDC')).toEqual({ units: 1_234_500_000n });
    expect(readAmount('.1', 8, 'BTC')).toEqual({ units: 10_000_000n });
    expect(readAmount('7.', 6, 'USDC')).toEqual({ units: 7_000_000n });
    // 18 decimals: far past a float's 15–17 significant digits
    expect(readAmount('123456789.123456789123456789', 18, 'ETH')).toEqual({ units: 123456789123456789123456789n });
  });

  it('refuses more decimals than the token has instead of rounding', () => {
    expect(readAmount('1.0000001', 6, 'USDC')).toEqual({ error: 'USDC has at most 6 decimals.' });
    expect(readAmount('1.5', 0, 'NFT')).toEqual({ error: 'NFT has no decimals.' });
  });

  it('says what is wrong with empty, zero and non-numeric text', () => {
    expect(readAmount('  ', 6, 'USDC')).toEqual({ error: 'Enter an amount.' });
    expect(readAmount('0.000', 6, 'USDC')).toEqual({ error: 'Enter an amount above zero.' });
    for (const bad of ['-1', '1e3', 'abc', '1.2.3', '.'])
      expect(readAmount(bad, 6, 'USDC'), bad).toEqual({ error: 'Enter an amount in USDC, like 25 or 25.5.' });
  });
});
