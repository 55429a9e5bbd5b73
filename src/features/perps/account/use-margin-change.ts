import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PerpsSession } from '../../../api/perps/client';
import { invalidateAccount, type PerpsClient } from './queries';

export type MarginChange = ReturnType<typeof useMarginChange>;

/*
 * One isolated-margin change (facts §6.3). The client signs it once and, after a 503, resends those
 * exact bytes after Retry-After; a resend that lands on an ingested signature is AlreadyReceived.
 * Whatever the answer, the change is "pending" until the account has been read again: onSettled's
 * promise holds the mutation pending, so no second change can be signed while the first one's
 * outcome is still unknown (an error, a 500, a lost answer all end in a fresh read).
 */
export function useMarginChange(client: PerpsClient, session: PerpsSession) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ iid, amt }: { iid: number; amt: string }) => client.trade(session).margin(iid, amt),
    onSettled: () => invalidateAccount(qc, session.account),
  });
}
