import { describe, expect, it } from 'vitest';
import { groupByOutcome, marketOutcomes, mergePriceHistories, outcomeKey, summariseResolution, tradeNotional } from './market-facts';
import { DEFAULT_MARKET_STATE, isConditionId, readMarketState, writeMarketState } from './url-state';

const base = { was_disputed: false, extended_review: false };

describe('market facts', () => {
  it('reads outcomes with their prices and tokens', () => {
    expect(marketOutcomes({ outcomes: '["Yes","No"]', outcomePrices: '["0.28","0.72"]', clobTokenIds: '["1","2"]' })).toEqual([
      { index: 0, outcome: 'Yes', price: 0.28, tokenId: '1' },
      { index: 1, outcome: 'No', price: 0.72, tokenId: '2' },
    ]);
  });

  it('says whether and how a market resolved', () => {
    expect(summariseResolution(undefined)).toEqual({ state: 'unknown' });
    expect(summariseResolution({ ...base, status: 'active', was_disputed: true })).toEqual({
      state: 'open',
      disputed: true,
      inReview: false,
    });
    expect(summariseResolution({ ...base, status: 'resolved', payouts: [1_000_000, 0], resolved_at: '2026-06-21T15:00:00Z' })).toEqual({
      state: 'resolved',
      winner: 0,
      split: false,
      resolvedAt: '2026-06-21T15:00:00Z',
      disputed: false,
    });
    expect(summariseResolution({ ...base, status: 'resolved', payouts: [0, 1_000_000] })).toMatchObject({ winner: 1, split: false });
    expect(summariseResolution({ ...base, status: 'resolved', payouts: [500_000, 500_000] })).toMatchObject({ winner: null, split: true });
  });

  it('merges price histories into one oldest-first row per time, the last point of a time winning', () => {
    const rows = mergePriceHistories([
      [
        { timestamp: 20, price: 0.3 },
        { timestamp: 10, price: 0.2 },
        { timestamp: 20, price: 0.31 },
      ],
      [{ timestamp: 10, price: 0.8 }],
    ]);
    expect(rows).toEqual([
      { t: 10, o0: 0.2, o1: 0.8 },
      { t: 20, o0: 0.31 },
    ]);
    expect(outcomeKey(3)).toBe('o3');
    expect(mergePriceHistories([])).toEqual([]);
  });

  it('groups holders under their outcome, every outcome present', () => {
    const outcomes = marketOutcomes({ outcomes: '["Yes","No"]', outcomePrices: '["0.5","0.5"]', clobTokenIds: '["11","12"]' });
    const h = (outcome_index: number) => ({ outcome_index });
    expect(groupByOutcome([{ token_id: '12', holders: [h(1)] }], outcomes)).toEqual(
      [
        { key: '12', outcome: 'No', index: 1, holders: [h(1)] },
        { key: '11', outcome: 'Yes', index: 0, holders: [] },
      ].sort((a, b) => a.index - b.index),
    );
    // before the metadata arrives, the holders' own index names the group
    expect(groupByOutcome([{ token_id: '12', holders: [h(1)] }], undefined)).toEqual([
      { key: '12', outcome: 'Outcome 2', index: 1, holders: [h(1)] },
    ]);
  });

  it('computes a trade notional exactly', () => {
    expect(tradeNotional(10.15, 0.26)).toBe('2.639');
    expect(tradeNotional(0.1, 0.3)).toBe('0.03');
    expect(tradeNotional(3, 0.333333)).toBe('0.999999');
    expect(tradeNotional(0.000001, 0.5)).toBe('0.000001');
  });
});

describe('market URL state', () => {
  it('round-trips and forgives', () => {
    expect(readMarketState(new URLSearchParams(''))).toEqual(DEFAULT_MARKET_STATE);
    expect(writeMarketState(DEFAULT_MARKET_STATE).toString()).toBe('');
    const s = { interval: '1d', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' } as const;
    expect(readMarketState(writeMarketState(s))).toEqual(s);
    expect(readMarketState(new URLSearchParams('interval=1Y&address=nope'))).toEqual(DEFAULT_MARKET_STATE);
    expect(readMarketState(new URLSearchParams('interval=all')).interval).toBe('max');
  });

  it('knows a condition id when it sees one', () => {
    expect(isConditionId(`0x${'a'.repeat(64)}`)).toBe(true);
    expect(isConditionId(`0x${'a'.repeat(63)}`)).toBe(false);
    expect(isConditionId('0xzz')).toBe(false);
    expect(isConditionId(undefined)).toBe(false);
  });
});
