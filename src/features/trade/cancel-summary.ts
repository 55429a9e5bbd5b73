import { formatCount } from '../../lib/format';

/*
 * What a cancel asks and what it did, in the words the confirmation and the result say. A cancel's
 * answer names what was not canceled and why (order_in_flight, order_already_terminal).
 */

export type CancelAnswer = { canceled: string[]; not_canceled: Record<string, string> };

const REASONS: Record<string, string> = {
  order_in_flight: 'it was still on its way into the book; try again in a moment',
  order_already_terminal: 'it had already filled or been rejected before the cancel arrived',
};

/** "1 order", "3 orders". */
export const ordersCount = (n: number): string => `${formatCount(n)} ${n === 1 ? 'order' : 'orders'}`;

/** The result's headline: how many of the orders asked for were canceled. */
export function cancelHeadline(answer: CancelAnswer, asked: number): string {
  const done = answer.canceled.length;
  const missed = Object.keys(answer.not_canceled).length;
  if (done === 0 && missed === 0) return asked === 0 ? 'There was nothing to cancel.' : 'No open order was left to cancel.';
  if (missed === 0) return `Canceled ${ordersCount(done)}.`;
  if (done === 0) return `No order was canceled: ${ordersCount(missed)} could not be.`;
  return `Canceled ${formatCount(done)} of ${ordersCount(done + missed)}; ${formatCount(missed)} could not be.`;
}

/** One line per order that stayed, with the reason in plain words. */
export function cancelMisses(answer: CancelAnswer): { id: string; text: string }[] {
  return Object.entries(answer.not_canceled).map(([id, reason]) => ({
    id,
    text: `Order ${id.slice(0, 10)}… was not canceled: ${REASONS[reason] ?? reason}.`,
  }));
}
