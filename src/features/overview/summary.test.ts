import { describe, expect, it } from 'vitest';
import type { Position } from '../../api/data/schemas';
import { summarise } from './summary';

function position(asset: string, currentValue: number, cashPnl: number, size = 10): Position {
  return {
    proxyWallet: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    asset,
    conditionId: `0x${'0'.repeat(64)}`,
    size,
    avgPrice: 0.5,
    initialValue: 5,
    currentValue,
    cashPnl,
    percentPnl: 0,
    totalBought: 5,
    realizedPnl: 0,
    percentRealizedPnl: 0,
    curPrice: 0.5,
    redeemable: false,
    mergeable: false,
    negativeRisk: false,
    title: asset,
    slug: asset,
    icon: '',
    eventSlug: asset,
    outcome: 'Yes',
    oppositeOutcome: 'No',
    oppositeAsset: `${asset}-no`,
    endDate: '2030-01-01',
    outcomeIndex: 0,
  };
}

describe('summarise', () => {
  it('sums exactly', () => {
    const s = summarise([position('a', 0.1, 0.1), position('b', 0.2, -0.3)], true);
    expect(s.totalValue).toBe('0.3');
    expect(s.totalCashPnl).toBe('-0.2');
    expect(s.count).toBe(2);
    expect(s.complete).toBe(true);
  });

  it('keeps the five largest by value, biggest first', () => {
    const rows = [1, 7, 3, 9, 5, 2, 8].map((v) => position(`p${v}`, v, 0));
    expect(summarise(rows, true).top.map((p) => p.asset)).toEqual(['p9', 'p8', 'p7', 'p5', 'p3']);
  });

  it('counts an asset once and skips empty rows', () => {
    const s = summarise([position('a', 1, 0), position('a', 1, 0), position('z', 0, 0, 0)], false);
    expect(s.count).toBe(1);
    expect(s.totalValue).toBe('1');
    expect(s.complete).toBe(false);
  });

  it('handles an empty portfolio', () => {
    expect(summarise([], true)).toMatchObject({ count: 0, totalValue: '0', totalCashPnl: '0', top: [] });
  });
});
