import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { createPerpsClient, PerpsSession } from '../../../api/perps/client';

/*
 * The account panel's reads: key factory and queryOptions, the only place it calls the perps client.
 * Every key carries the session's account, so a second session (another owner) never reads the
 * first one's cache. The account reads poll while the panel is mounted: fills, positions and the
 * switch's state change without the panel doing anything, and the gateway has no push here yet.
 */

export type PerpsClient = ReturnType<typeof createPerpsClient>;

export const perpsAccountKeys = {
  all: ['perps-account'] as const,
  // under the view's account key (perpsKeys.account in ../queries.ts): its ticket's orders and faucet
  // credits invalidate that key, so they refresh the panel too
  account: (account: string) => ['perps', 'account', account.toLowerCase(), 'panel'] as const,
  portfolio: (account: string) => [...perpsAccountKeys.account(account), 'portfolio'] as const,
  openOrders: (account: string) => [...perpsAccountKeys.account(account), 'open-orders'] as const,
  fills: (account: string) => [...perpsAccountKeys.account(account), 'fills'] as const,
  funding: (account: string, start: number) => [...perpsAccountKeys.account(account), 'funding', start] as const,
  notifications: (account: string) => [...perpsAccountKeys.account(account), 'notifications'] as const,
  autoCancel: (account: string) => [...perpsAccountKeys.account(account), 'auto-cancel'] as const,
  // public: the same for every account
  tickers: () => [...perpsAccountKeys.all, 'tickers'] as const,
  instruments: () => [...perpsAccountKeys.all, 'instruments'] as const,
};

/** Every few seconds: a fill or a liquidation shows up while the trader watches. */
export const ACCOUNT_POLL_MS = 3_000;
/** Funding settles hourly: a week of it is the history worth a glance here. */
const FUNDING_WINDOW_MS = 7 * 86_400_000;
const HOUR_MS = 3_600_000;

/** The funding window's start, on the hour so the key stays the same from one render to the next. */
export const fundingStart = (now: number) => Math.floor((now - FUNDING_WINDOW_MS) / HOUR_MS) * HOUR_MS;

const live = { refetchInterval: ACCOUNT_POLL_MS } as const;

export const portfolioQuery = (client: PerpsClient, s: PerpsSession) => {
  const reads = client.account(s);
  return queryOptions({ queryKey: perpsAccountKeys.portfolio(s.account), queryFn: () => reads.portfolio(), ...live });
};

export const openOrdersQuery = (client: PerpsClient, s: PerpsSession) => {
  const reads = client.account(s);
  return queryOptions({ queryKey: perpsAccountKeys.openOrders(s.account), queryFn: () => reads.openOrders(), ...live });
};

export const fillsQuery = (client: PerpsClient, s: PerpsSession) => {
  const reads = client.account(s);
  return queryOptions({ queryKey: perpsAccountKeys.fills(s.account), queryFn: () => reads.fills(), ...live });
};

export const fundingQuery = (client: PerpsClient, s: PerpsSession, start: number) => {
  const reads = client.account(s);
  return queryOptions({
    queryKey: perpsAccountKeys.funding(s.account, start),
    queryFn: () => reads.funding(start),
    // hourly settlement: no need to ask as often as for fills
    refetchInterval: 60_000,
  });
};

export const notificationsQuery = (client: PerpsClient, s: PerpsSession) => {
  const reads = client.account(s);
  return queryOptions({ queryKey: perpsAccountKeys.notifications(s.account), queryFn: () => reads.notifications(), ...live });
};

export const autoCancelQuery = (client: PerpsClient, s: PerpsSession) => {
  const reads = client.account(s);
  return queryOptions({ queryKey: perpsAccountKeys.autoCancel(s.account), queryFn: () => reads.autoCancel(), ...live });
};

export const tickersQuery = (client: PerpsClient) =>
  queryOptions({ queryKey: perpsAccountKeys.tickers(), queryFn: () => client.tickers(), ...live });

export const instrumentsQuery = (client: PerpsClient) =>
  queryOptions({ queryKey: perpsAccountKeys.instruments(), queryFn: () => client.instruments(), staleTime: 3_600_000 });

/**
 * After any write of this account: one prefix, every account read. An order's cancel or change
 * frees margin; a margin change moves the liquidation price; all of them can add a notification.
 * Resolves once the reads are back, so a caller waiting on it knows the account it shows is current.
 */
export const invalidateAccount = (qc: QueryClient, account: string) =>
  qc.invalidateQueries({ queryKey: perpsAccountKeys.account(account) });
