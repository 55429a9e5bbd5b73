import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PerpsSession } from '../../../api/perps/client';
import type { ModifyArgs } from '../../../api/perps/op-signing';
import { isCancelOnly, wordsOf } from './error-words';
import { invalidateAccount, type PerpsClient } from './queries';

/*
 * Cancel and modify of resting orders. The client already signs a cancel refused order_in_flight
 * again (the SDK's four tries in two seconds), and resends a 503's exact payload after Retry-After;
 * what is left here is to say each order's outcome in words and read the account again, once,
 * whatever happened. A rejected modify leaves its order as it was (facts §5.4).
 */

/** One order's refusal inside a 200 answer, in words. */
export type ItemRefusal = { oid: number | undefined; words: string };

const refusals = (results: { status: string; oid?: number; error?: string }[]): ItemRefusal[] =>
  results.filter((r) => r.status !== 'ok').map((r) => ({ oid: r.oid, words: wordsOf(r.error ?? 'unknown') }));

/** Cancel-only mode still takes cancels (facts §5.5): nothing here can reveal the mode. */
export function useCancelOrder(client: PerpsClient, session: PerpsSession) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (oid: number) => refusals(await client.trade(session).cancel([oid])),
    onSettled: () => invalidateAccount(qc, session.account),
  });
}

export function useModifyOrder(client: PerpsClient, session: PerpsSession, onCancelOnly: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (m: ModifyArgs & { oid: number }) => {
      const results = await client.trade(session).modify([m]);
      // a per-item cancel_only_mode says the same as a whole-request one
      if (results.some((r) => r.error === 'cancel_only_mode')) onCancelOnly();
      return refusals(results);
    },
    onError: (e) => {
      if (isCancelOnly(e)) onCancelOnly();
    },
    onSettled: () => invalidateAccount(qc, session.account),
  });
}
