import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, type ActivityType } from '../../api/data/contract/params';
import { type ActivityRow } from './activity-row';
import { activitySentence, activityWords, cashDirection, redeemGroupWords, signedUsdc, TYPE_LABELS } from './activity-words';
import { groupRedeems, type RedeemGroup } from './redeem-groups';

const MARKET = 'Will it rain in Lisbon on May 1?';

const row = (type: ActivityType, over: Partial<ActivityRow> = {}): ActivityRow => ({
  timestamp: 1_700_000_000,
  type,
  conditionId: `0x${'a'.repeat(64)}`,
  size: 12.5,
  usdcSize: 7.75,
  price: 0.62,
  side: '',
  outcome: '',
  outcomeIndex: 999,
  title: MARKET,
  slug: '',
  icon: '',
  eventSlug: '',
  tokenId: '',
  transactionHash: '0x1',
  isCombo: false,
  ...over,
});

const cash = (type: ActivityType, usdcSize: number) => row(type, { conditionId: '', title: '', size: usdcSize, usdcSize, price: 0 });

describe('activitySentence: every one of the twelve types in plain words', () => {
  const cases: [ActivityRow, string, 1 | -1][] = [
    [row('TRADE', { side: 'BUY', outcome: 'Yes', usdcSize: 7.75 }), `Bought 12.50 Yes at 62.0¢ in ${MARKET}`, -1],
    [row('TRADE', { side: 'SELL', outcome: 'No', price: 0.385 }), `Sold 12.50 No at 38.5¢ in ${MARKET}`, 1],
    [row('SPLIT', { size: 412, usdcSize: 412 }), `Split $412.00 into 412.00 shares of each outcome in ${MARKET}`, -1],
    [row('MERGE', { size: 1206, usdcSize: 1206 }), `Merged 1,206.00 shares of each outcome into $1,206.00 in ${MARKET}`, 1],
    [
      row('REDEEM', { size: 400, usdcSize: 400, outcome: 'Ridgefield Rovers' }),
      `Redeemed 400.00 Ridgefield Rovers for $400.00 in ${MARKET}`,
      1,
    ],
    [row('REWARD', { size: 17.66, usdcSize: 17.66 }), `Earned a $17.66 liquidity reward in ${MARKET}`, 1],
    [
      row('CONVERSION', { size: 60, usdcSize: 60 }),
      `Converted 60.00 No shares into Yes shares of the event's other markets and $60.00 in ${MARKET}`,
      1,
    ],
    [
      row('CONVERSION', { size: 60, usdcSize: 0 }),
      `Converted 60.00 No shares into Yes shares of the event's other markets in ${MARKET}`,
      1,
    ],
    [cash('DEPOSIT', 5000), 'Deposited $5,000.00', 1],
    [cash('WITHDRAWAL', 7131.28), 'Withdrew $7,131.28', -1],
    [cash('YIELD', 180.710769), 'Received $180.71 of yield on held collateral', 1],
    [cash('MAKER_REBATE', 0.0531), 'Received a $0.05 maker rebate', 1],
    [cash('TAKER_REBATE', 0.035785), 'Received a $0.04 taker fee rebate', 1],
    [cash('REFERRAL_REWARD', 5.091838), 'Earned a $5.09 referral reward', 1],
  ];

  it.each(cases)('%# %s', (r, sentence, direction) => {
    expect(activitySentence(r)).toBe(sentence);
    expect(cashDirection(r)).toBe(direction);
  });

  it('covers all twelve types', () => {
    expect(new Set(cases.map(([r]) => r.type))).toEqual(new Set(ACTIVITY_TYPES));
    expect(Object.keys(TYPE_LABELS).sort()).toEqual([...ACTIVITY_TYPES].sort());
  });

  it('words combo rows as combo shares, and keeps the market apart for the link', () => {
    const combo = { isCombo: true, conditionId: `0x${'c'.repeat(62)}`, title: 'A (Yes) AND B (No)' };
    expect(activitySentence(row('SPLIT', { ...combo, size: 120, usdcSize: 94.2 }))).toBe(
      'Split $94.20 into 120.00 combo shares in A (Yes) AND B (No)',
    );
    expect(activitySentence(row('MERGE', { ...combo, size: 80, usdcSize: 10.48 }))).toBe(
      'Merged 80.00 combo shares into $10.48 in A (Yes) AND B (No)',
    );
    expect(activityWords(row('REDEEM', { ...combo, size: 120, usdcSize: 60 }))).toEqual({
      text: 'Redeemed 120.00 combo shares for $60.00',
      market: 'A (Yes) AND B (No)',
    });
  });

  it('signs the exact USDC amount from the trader side', () => {
    expect(signedUsdc(row('TRADE', { side: 'BUY', usdcSize: 0.3312 }))).toBe('-0.3312');
    expect(signedUsdc(row('TRADE', { side: 'SELL', usdcSize: 0.000001 }))).toBe('0.000001');
    expect(signedUsdc(cash('WITHDRAWAL', 7131.28))).toBe('-7131.28');
    expect(signedUsdc(row('REDEEM', { usdcSize: 0 }))).toBe('0');
  });

  it('words a grouped redemption with the payout of each outcome', () => {
    const [g] = groupRedeems([
      row('REDEEM', { outcome: 'Ridgefield Rovers', outcomeIndex: 1, size: 400, usdcSize: 200 }),
      row('REDEEM', { outcome: 'Summit Strikers', outcomeIndex: 0, size: 450, usdcSize: 225.000001 }),
    ]) as [RedeemGroup];
    expect(redeemGroupWords(g)).toEqual({
      text: 'Redeemed 850.00 shares for $425.00',
      market: MARKET,
      payouts: ['Ridgefield Rovers: 400.00 → $200.00', 'Summit Strikers: 450.00 → $225.00'],
    });
  });
});
