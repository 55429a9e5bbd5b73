import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { dataClient, metadataApi, tradingTransport } from '../../api/endpoints';
import { approvalsV2 } from '../../api/data/contract/routes-boards';
import { sandboxRoutes } from '../../api/trading/contract/routes-sandbox';
import { fillPath } from '../../api/transport';
import { decodeMarketLists } from '../../api/metadata/schemas';
import type { L2Client } from '../../api/trading/l2-client';
import { bookRoutes } from '../../api/trading/contract/routes-books';
import { marketRoutes } from '../../api/trading/contract/routes-markets';
import { OrderBook } from '../../api/trading/contract/schemas-books';
import { ClobMarket, MarketPage } from '../../api/trading/contract/schemas-markets';
import { createBatchLoader } from '../../lib/batch-loader';
import { tradingNetworkQuery } from '../../wallet/trading-network';

/*
 * The Trade view's reads (each view polls them unless a live socket carries them: live.ts). Public reads key on what they read; the caller's own reads (orders,
 * trades, balance) key on the EOA and never on a credential, and none of them is persisted (the
 * cache keeps public data roots only, src/app/query-persist.ts). The view's first paint (markets,
 * book; where orders are signed: src/wallet/trading-network.ts) reads plain JSON; what needs the trading client, and viem with it, is in
 * signed-queries.ts, which only the wallet part loads.
 */

export const tradeKeys = {
  all: ['trade'] as const,
  markets: () => [...tradeKeys.all, 'markets'] as const,
  market: (conditionId: string) => [...tradeKeys.all, 'market', conditionId.toLowerCase()] as const,
  marketSearch: (text: string) => [...tradeKeys.all, 'market-search', text.toLowerCase()] as const,
  book: (tokenId: string) => [...tradeKeys.all, 'book', tokenId] as const,
  tickSize: (tokenId: string) => [...tradeKeys.all, 'tick-size', tokenId] as const,
  negRisk: (tokenId: string) => [...tradeKeys.all, 'neg-risk', tokenId] as const,
  /** Everything of one account: a fill or a cancel invalidates this prefix. */
  account: (address: string) => [...tradeKeys.all, 'account', address.toLowerCase()] as const,
  openOrders: (address: string) => [...tradeKeys.account(address), 'open-orders'] as const,
  trades: (address: string) => [...tradeKeys.account(address), 'trades'] as const,
  balance: (address: string, funder: string, signatureType: number) =>
    [...tradeKeys.account(address), 'balance', funder.toLowerCase(), signatureType] as const,
  /** The shares of one outcome token the account holds (the ticket's SELL side). */
  shares: (address: string, funder: string, signatureType: number, tokenId: string) =>
    [...tradeKeys.account(address), 'shares', funder.toLowerCase(), signatureType, tokenId] as const,
  notifications: (address: string) => [...tradeKeys.account(address), 'notifications'] as const,
  apiKeys: (address: string) => [...tradeKeys.account(address), 'api-keys'] as const,
  /** The account's Safe: whether it is deployed, and whether its trading approvals are all set. */
  safe: (address: string) => [...tradeKeys.account(address), 'safe'] as const,
  safeDeployed: (address: string, safe: string) => [...tradeKeys.safe(address), 'deployed', safe.toLowerCase()] as const,
  safeReady: (address: string, safe: string) => [...tradeKeys.safe(address), 'ready', safe.toLowerCase()] as const,
  /** One market's title and outcomes, for the account's lists (public: keyed by the market alone). */
  marketInfo: (conditionId: string) => [...tradeKeys.all, 'market-info', conditionId.toLowerCase()] as const,
};

/** The first page of the service's markets that accept orders now. */
export const marketsQuery = () =>
  queryOptions({
    queryKey: tradeKeys.markets(),
    queryFn: async ({ signal }) => {
      const page = await tradingTransport.call({ path: marketRoutes.markets.path, signal }, MarketPage);
      return page.data.filter((m) => m.accepting_orders && m.enable_order_book && !m.closed);
    },
    staleTime: 60_000,
  });

/**
 * One market by condition id, whatever page of the list it is on (a deep link's, a searched one's).
 * A market the first page already holds is taken from it, as fresh as that page, instead of asked again.
 */
export const marketQuery = (conditionId: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: tradeKeys.market(conditionId),
    queryFn: ({ signal }) =>
      tradingTransport.call({ path: fillPath(marketRoutes.market.path, { condition_id: conditionId }), signal }, ClobMarket),
    initialData: () =>
      queryClient.getQueryData(marketsQuery().queryKey)?.find((m) => m.condition_id.toLowerCase() === conditionId.toLowerCase()),
    initialDataUpdatedAt: () => queryClient.getQueryState(tradeKeys.markets())?.dataUpdatedAt,
    staleTime: 60_000,
  });

/** Events per market search: the service's most; what is past it asks for more typing (market-picker.tsx). */
export const MARKET_SEARCH_EVENTS = 50;

/**
 * The metadata service's text search over every market (all pages of the catalogue), active events
 * only: events alone (no tags, no profiles), opened into markets by market-search.ts.
 */
export const marketSearchQuery = (text: string) =>
  queryOptions({
    queryKey: tradeKeys.marketSearch(text),
    queryFn: ({ signal }) =>
      metadataApi.search(
        { q: text, limit_per_type: MARKET_SEARCH_EVENTS, search_tags: false, search_profiles: false, events_status: 'active' },
        { signal },
      ),
    enabled: text !== '',
    staleTime: 60_000,
  });

/** The reads of the view's first frame that wait on no other answer (its route's prefetch). */
export function prefetchTrade(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(marketsQuery());
  void queryClient.prefetchQuery(tradingNetworkQuery());
}

export const bookQuery = (tokenId: string) =>
  queryOptions({
    queryKey: tradeKeys.book(tokenId),
    queryFn: ({ signal }) => tradingTransport.call({ path: bookRoutes.book.path, query: { token_id: tokenId }, signal }, OrderBook),
  });

export const openOrdersQuery = (address: string, l2: L2Client) =>
  queryOptions({ queryKey: tradeKeys.openOrders(address), queryFn: () => l2.openOrders() });

export const tradesQuery = (address: string, l2: L2Client) =>
  queryOptions({ queryKey: tradeKeys.trades(address), queryFn: () => l2.trades() });

export const balanceQuery = (address: string, funder: string, signatureType: 0 | 1 | 2 | 3, l2: L2Client) =>
  queryOptions({
    queryKey: tradeKeys.balance(address, funder, signatureType),
    queryFn: () => l2.balanceAllowance({ asset_type: 'COLLATERAL', signature_type: signatureType }),
  });

/** The shares of `tokenId` held, in micro units: the service's balance of the CONDITIONAL asset. */
export const sharesQuery = (address: string, funder: string, signatureType: 0 | 1 | 2 | 3, tokenId: string, l2: L2Client) =>
  queryOptions({
    queryKey: tradeKeys.shares(address, funder, signatureType, tokenId),
    queryFn: () => l2.balanceAllowance({ asset_type: 'CONDITIONAL', token_id: tokenId, signature_type: signatureType }),
  });

export const apiKeysQuery = (address: string, l2: L2Client) =>
  queryOptions({ queryKey: tradeKeys.apiKeys(address), queryFn: () => l2.apiKeys() });

export const notificationsQuery = (address: string, l2: L2Client) =>
  queryOptions({ queryKey: tradeKeys.notifications(address), queryFn: () => l2.notifications() });

/**
 * After a fill or a cancel: the account's own trading reads, and the portfolio views' reads of the
 * data service (positions, activity, trades, overview, value), which fills change. One place, by
 * key prefix, so no view is forgotten.
 */
export function invalidateAfterTrade(queryClient: QueryClient, address: string): Promise<void> {
  const roots = ['positions', 'activity', 'trades', 'overview', 'combos', 'accounting', 'market'];
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tradeKeys.account(address) }),
    queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && roots.includes(q.queryKey[0]) }),
  ]).then(() => undefined);
}

/** What the account's lists show of a market: its title, and each token's outcome name. */
export type MarketInfo = { title: string; outcomeOf: Record<string, string> };

/*
 * The rows of open orders, trades and notifications each ask for their market, and the loader
 * sends the ids asked for together as one metadata listing (condition_ids=…), a few ids per URL:
 * one request for a screen of rows, never one per row and never one after another.
 */
const marketInfoLoader = createBatchLoader<MarketInfo>(async (ids) => {
  const markets = await metadataApi.markets({ condition_ids: ids, limit: ids.length });
  return new Map(
    markets.map((m) => {
      const { outcomes, clobTokenIds } = decodeMarketLists(m);
      const outcomeOf = Object.fromEntries(clobTokenIds.map((token, i) => [token, outcomes[i] ?? '']));
      return [m.conditionId.toLowerCase(), { title: m.question, outcomeOf }];
    }),
  );
});

/** A market's title and outcomes, or null when the metadata service knows no such market. A title does not change: read once. */
export const marketInfoQuery = (conditionId: string) =>
  queryOptions({
    queryKey: tradeKeys.marketInfo(conditionId),
    queryFn: async (): Promise<MarketInfo | null> => (await marketInfoLoader.load(conditionId.toLowerCase())) ?? null,
    staleTime: Infinity,
  });

/** Whether the Safe is deployed, as the relayer says (it answers for any address, deployed or not). */
export const safeDeployedQuery = (
  address: string,
  safe: string,
  relayer: { deployed: (safe: `0x${string}`, signal?: AbortSignal) => Promise<boolean> },
) =>
  queryOptions({
    queryKey: tradeKeys.safeDeployed(address, safe),
    queryFn: ({ signal }) => relayer.deployed(safe as `0x${string}`, signal),
  });

const approvalsApi = dataClient({ approvals: approvalsV2 });

/** The Safe's trading approvals (the catalogue's trading rows), from the data service's approvals route. */
export const safeReadyQuery = (address: string, safe: string) =>
  queryOptions({
    queryKey: tradeKeys.safeReady(address, safe),
    queryFn: async ({ signal }) => {
      const { data } = await approvalsApi.approvals({ user: safe }, { signal });
      const trading = data.contracts.filter((c) => c.feature === 'trading');
      return { missing: trading.filter((c) => !c.approved).length, total: trading.length };
    },
  });

/** Sandbox only: test pUSD for an address (a Safe included); answers the new balance in micro units. */
export const fundFromFaucet = (address: string, amount: string) =>
  tradingTransport.call(
    { method: 'POST', path: sandboxRoutes.faucet.path, body: () => ({ address, amount }), idempotent: false },
    sandboxRoutes.faucet.response,
  );
