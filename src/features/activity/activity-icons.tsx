import type { ActivityType } from '../../api/data/contract/params';
import { cx } from '../../ui/cx';

/*
 * One small inline icon per activity type (no icon font, no requests), each on a tinted disc so
 * the type reads at a glance down a long list. Drawn with currentColor on a 20-unit grid.
 */

const PATHS: Record<ActivityType, string> = {
  // arrows crossing: a swap of cash for shares
  TRADE: 'M4 7h10l-3-3M16 13H6l3 3',
  // one line becoming two
  SPLIT: 'M10 16V10M10 10L5 5M10 10l5-5M5 5v3M5 5h3M15 5v3M15 5h-3',
  // two lines becoming one
  MERGE: 'M10 4v6M10 10l-5 5M10 10l5 5M10 4 7 7M10 4l3 3',
  // a tick in a box: settled and paid
  REDEEM: 'M4 4h12v12H4zM7 10l2 2 4-4',
  // a star
  REWARD: 'M10 3l2 4.5 5 .5-3.8 3.3 1.1 4.9L10 13.8 5.7 16.2l1.1-4.9L3 8l5-.5z',
  // a circular arrow
  CONVERSION: 'M15 7a6 6 0 1 0 1 5M15 3v4h-4',
  // arrow down into a tray
  DEPOSIT: 'M10 3v9M6 8l4 4 4-4M4 15h12',
  // arrow up out of a tray
  WITHDRAWAL: 'M10 12V3M6 7l4-4 4 4M4 15h12',
  // a growing sprout
  YIELD: 'M10 17V9M10 9c0-3 2-5 5-5 0 3-2 5-5 5zM10 12c0-2-1.5-3.5-4-3.5 0 2 1.5 3.5 4 3.5z',
  // a price tag with a dot: fee back to the maker
  MAKER_REBATE: 'M3 10V4h6l8 8-6 6zM6.5 7.5h.01',
  // a coin with an arrow back
  TAKER_REBATE: 'M10 4a6 6 0 1 1-6 6M4 6v4h4',
  // two people
  REFERRAL_REWARD:
    'M7 9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM2.5 16c0-2.5 2-4 4.5-4s4.5 1.5 4.5 4M14 9a2 2 0 1 0 0-4M14.5 12c1.8.3 3 1.6 3 4',
};

const TONES: Record<ActivityType, string> = {
  TRADE: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300',
  SPLIT: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300',
  MERGE: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300',
  REDEEM: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  REWARD: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  CONVERSION: 'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
  DEPOSIT: 'bg-teal-100 text-teal-700 dark:bg-teal-950 dark:text-teal-300',
  WITHDRAWAL: 'bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300',
  YIELD: 'bg-lime-100 text-lime-800 dark:bg-lime-950 dark:text-lime-300',
  MAKER_REBATE: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  TAKER_REBATE: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  REFERRAL_REWARD: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
};

export function ActivityIcon({ type, className }: { type: ActivityType; className?: string }) {
  return (
    <span aria-hidden="true" className={cx('inline-flex size-7 shrink-0 items-center justify-center rounded-full', TONES[type], className)}>
      <svg
        viewBox="0 0 20 20"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[type]} />
      </svg>
    </span>
  );
}
