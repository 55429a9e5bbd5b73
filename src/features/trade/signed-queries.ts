import { queryOptions } from '@tanstack/react-query';
import { TRADING_URL, tradingTransport } from '../../api/endpoints';
import { createTradingClient } from '../../api/trading/client';
import { tradeKeys } from './queries';

/*
 * The trading service's typed client (API keys from a signature, L2 requests, signed orders) and
 * the ticket's reads through it. It brings viem's hashing along, so only the wallet part of the
 * view imports this file, never its first paint (queries.ts).
 */

export const tradingClient = createTradingClient({ baseUrl: TRADING_URL, transport: tradingTransport });

export const tickSizeQuery = (tokenId: string) =>
  queryOptions({ queryKey: tradeKeys.tickSize(tokenId), queryFn: () => tradingClient.tickSize(tokenId), staleTime: 60_000 });

export const negRiskQuery = (tokenId: string) =>
  queryOptions({ queryKey: tradeKeys.negRisk(tokenId), queryFn: () => tradingClient.negRisk(tokenId), staleTime: Infinity });
