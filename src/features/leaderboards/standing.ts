import type { Order } from './url-state';

/*
 * "Your standing": where one wallet sits on the board being read. The service answers both ranks
 * at once (rank_pnl, rank_volume, null when unranked); which one matters follows the board's order,
 * and whether the wallet is on the page in view follows from the page's offset.
 */

export type StandingRanks = { rank_pnl: number | null; rank_volume: number | null };

export type Placement = { kind: 'unranked' } | { kind: 'on-page' } | { kind: 'elsewhere'; page: number; before: boolean };

export function rankFor(standing: StandingRanks, order: Order): number | null {
  return order === 'PNL' ? standing.rank_pnl : standing.rank_volume;
}

/** The 1-based page a rank falls on at this page size. */
export function pageOfRank(rank: number, pageSize: number): number {
  return Math.floor((rank - 1) / pageSize) + 1;
}

/**
 * Where a rank is relative to the page on screen (its first row's offset and its row count).
 * `before` says the rank is on an earlier page, so the reader knows which way to page.
 */
export function placement(rank: number | null, page: { offset: number; rows: number } | undefined, pageSize: number): Placement {
  if (rank === null) return { kind: 'unranked' };
  if (page && rank > page.offset && rank <= page.offset + page.rows) return { kind: 'on-page' };
  return { kind: 'elsewhere', page: pageOfRank(rank, pageSize), before: page !== undefined && rank <= page.offset };
}

/** Addresses compare without regard to checksum case. */
export function sameAddress(a: string, b: string): boolean {
  return a !== '' && b !== '' && a.toLowerCase() === b.toLowerCase();
}
