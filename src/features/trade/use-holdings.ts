import { useQuery } from '@tanstack/react-query';
import type { L2Client } from '../../api/trading/l2-client';
import { useTradingAddress } from '../../wallet/trading-address';
import { balanceQuery, sharesQuery } from './queries';
import type { Holdings } from './ticket-holdings';

/** The ticket's holdings: the funder's cash (the balance card's read, shared through the cache) and its shares of the token. */
export function useHoldings(l2: L2Client, eoa: string, tokenId: string): Holdings {
  const { funder, signatureType } = useTradingAddress();
  const cash = useQuery(balanceQuery(eoa, funder || eoa, signatureType, l2));
  const shares = useQuery(sharesQuery(eoa, funder || eoa, signatureType, tokenId, l2));
  return {
    cash: cash.data ? BigInt(cash.data.balance) : undefined,
    shares: shares.data ? BigInt(shares.data.balance) : undefined,
  };
}
