import { useQuery } from '@tanstack/react-query';
import type { L2Client } from '../../api/trading/l2-client';
import { useTradingAddress } from '../../wallet/trading-address';
import { balanceQuery, openOrdersQuery, sharesQuery } from './queries';
import { freeHoldings, type Holdings } from './ticket-holdings';

/**
 * The ticket's holdings: the funder's cash (the balance card's read, shared through the cache) and its
 * shares of the token, less what its open orders already hold (the open-orders panel's read).
 */
export function useHoldings(l2: L2Client, eoa: string, tokenId: string): Holdings {
  const { funder, signatureType } = useTradingAddress();
  const cash = useQuery(balanceQuery(eoa, funder || eoa, signatureType, l2));
  const shares = useQuery(sharesQuery(eoa, funder || eoa, signatureType, tokenId, l2));
  const orders = useQuery(openOrdersQuery(eoa, l2));
  const held = {
    cash: cash.data ? BigInt(cash.data.balance) : undefined,
    shares: shares.data ? BigInt(shares.data.balance) : undefined,
  };
  return freeHoldings(held, orders.data, funder || eoa, tokenId);
}
