/*
 * The connected wallet's own portfolio (its funder: the address whose money it trades), published
 * by the wallet code once it is loaded. A plain store in the read views' JS so the header can link
 * the portfolio views to it without importing wagmi.
 */

export type MyPortfolio = { eoa: string; funder: string };

let current: MyPortfolio | undefined;
const listeners = new Set<() => void>();

export function publishMyPortfolio(next: MyPortfolio | undefined): void {
  if (current?.eoa === next?.eoa && current?.funder === next?.funder) return;
  current = next;
  for (const l of listeners) l();
}

export function myPortfolio(): MyPortfolio | undefined {
  return current;
}

export function subscribeMyPortfolio(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Where a portfolio page goes when the wallet's funder changes (a settings change or an account
 * switch): a page of the previous wallet's own portfolio moves to the new funder, same view and
 * state; someone else's portfolio stays put. Undefined when nothing moves.
 */
export function followFunder(path: string, previous: MyPortfolio | undefined, next: MyPortfolio | undefined): string | undefined {
  const m = /^\/portfolio\/([^/?#]+)(.*)$/s.exec(path);
  if (!m || !previous || !next) return undefined;
  const viewed = m[1]!.toLowerCase();
  const mine = viewed === previous.funder.toLowerCase() || viewed === previous.eoa.toLowerCase();
  if (!mine || viewed === next.funder.toLowerCase()) return undefined;
  return `/portfolio/${next.funder}${m[2]}`;
}
