import type { ActivityType } from '../../api/data/contract/params';
import { formatCents, formatShares, formatUsd } from '../../lib/format';
import { formatMicro } from '../../lib/decimal';
import { exactDecimal } from '../../lib/history-format';
import type { ActivityRow } from './activity-row';
import type { RedeemGroup } from './redeem-groups';

/*
 * Every activity row in plain words. The sentence says what happened to the trader's shares and
 * cash; the market it happened in is kept apart (`market`) so the view can make it a link.
 */

export const TYPE_LABELS: Record<ActivityType, string> = {
  TRADE: 'Trade',
  SPLIT: 'Split',
  MERGE: 'Merge',
  REDEEM: 'Redeem',
  REWARD: 'Reward',
  CONVERSION: 'Conversion',
  DEPOSIT: 'Deposit',
  WITHDRAWAL: 'Withdrawal',
  YIELD: 'Yield',
  MAKER_REBATE: 'Maker rebate',
  TAKER_REBATE: 'Taker rebate',
  REFERRAL_REWARD: 'Referral reward',
};

/**
 * Which way the row's USDC moved for the trader: +1 into the trading balance, -1 out of it.
 * A conversion hands back (k − 1) × amount USDC for k converted markets, so it is cash in too.
 */
export function cashDirection(row: Pick<ActivityRow, 'type' | 'side'>): 1 | -1 {
  switch (row.type) {
    case 'TRADE':
      return row.side === 'SELL' ? 1 : -1;
    case 'SPLIT':
    case 'WITHDRAWAL':
      return -1;
    default:
      return 1;
  }
}

/** The row's cash movement as an exact signed decimal ("-0.3312", "200"). */
export function signedUsdc(row: Pick<ActivityRow, 'type' | 'side' | 'usdcSize'>): string {
  const text = exactDecimal(row.usdcSize);
  if (text === '0' || cashDirection(row) > 0) return text;
  return text.startsWith('-') ? text.slice(1) : `-${text}`;
}

export type ActivityWords = { text: string; market: string | null };

const usd = (n: number) => formatUsd(n);
const shares = (n: number) => formatShares(n);

export function activityWords(row: ActivityRow): ActivityWords {
  const market = row.title.trim() !== '' ? row.title : null;
  const combo = row.isCombo;
  switch (row.type) {
    case 'TRADE': {
      const verb = row.side === 'SELL' ? 'Sold' : row.side === 'BUY' ? 'Bought' : 'Traded';
      return { text: `${verb} ${shares(row.size)} ${row.outcome || 'shares'} at ${formatCents(row.price)}`, market };
    }
    case 'SPLIT':
      return {
        text: combo
          ? `Split ${usd(row.usdcSize)} into ${shares(row.size)} combo shares`
          : `Split ${usd(row.usdcSize)} into ${shares(row.size)} shares of each outcome`,
        market,
      };
    case 'MERGE':
      return {
        text: combo
          ? `Merged ${shares(row.size)} combo shares into ${usd(row.usdcSize)}`
          : `Merged ${shares(row.size)} shares of each outcome into ${usd(row.usdcSize)}`,
        market,
      };
    case 'REDEEM':
      return { text: `Redeemed ${shares(row.size)} ${combo ? 'combo shares' : row.outcome || 'shares'} for ${usd(row.usdcSize)}`, market };
    case 'REWARD':
      return { text: `Earned a ${usd(row.usdcSize)} liquidity reward`, market };
    case 'CONVERSION':
      return {
        text:
          row.usdcSize > 0
            ? `Converted ${shares(row.size)} No shares into Yes shares of the event's other markets and ${usd(row.usdcSize)}`
            : `Converted ${shares(row.size)} No shares into Yes shares of the event's other markets`,
        market,
      };
    case 'DEPOSIT':
      return { text: `Deposited ${usd(row.usdcSize)}`, market: null };
    case 'WITHDRAWAL':
      return { text: `Withdrew ${usd(row.usdcSize)}`, market: null };
    case 'YIELD':
      return { text: `Received ${usd(row.usdcSize)} of yield on held collateral`, market: null };
    case 'MAKER_REBATE':
      return { text: `Received a ${usd(row.usdcSize)} maker rebate`, market };
    case 'TAKER_REBATE':
      return { text: `Received a ${usd(row.usdcSize)} taker fee rebate`, market };
    case 'REFERRAL_REWARD':
      return { text: `Earned a ${usd(row.usdcSize)} referral reward`, market: null };
  }
}

/** The whole sentence, market included: what a reader hears and what a title tooltip shows. */
export function activitySentence(row: ActivityRow): string {
  const w = activityWords(row);
  return w.market ? `${w.text} in ${w.market}` : w.text;
}

/** A grouped redemption in words: the total, and one phrase per outcome paid. */
export function redeemGroupWords(group: RedeemGroup): { text: string; market: string | null; payouts: string[] } {
  const markets = new Set(group.payouts.map((p) => p.conditionId));
  const first = group.payouts[0];
  const single = group.payouts.length === 1 && first ? first : null;
  const what = single?.outcome ? single.outcome : 'shares';
  const text = `Redeemed ${shares(microToNumber(group.totalSize))} ${what} for ${formatUsd(formatMicro(group.totalPayout))}`;
  const market = markets.size === 1 ? (first?.title.trim() ? first.title : null) : `${markets.size} markets`;
  const payouts = group.payouts.map(
    (p) =>
      `${p.outcome || 'Outcome'}${markets.size > 1 ? ` (${p.title})` : ''}: ${shares(microToNumber(p.size))} → ${formatUsd(formatMicro(p.payout))}`,
  );
  return { text, market, payouts };
}

/** Display only: a micro amount as a float for a two-decimal share count. */
const microToNumber = (micro: bigint) => Number(formatMicro(micro));
