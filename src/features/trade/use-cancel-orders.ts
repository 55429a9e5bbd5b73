import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { L2Client } from '../../api/trading/l2-client';
import type { CancelAnswer } from './cancel-summary';
import { modeOf, noteMode } from './exchange-mode';
import { idsOf, refreshAfterAnswer } from './refresh-after';

/** One order, some, a market's, or all of the account's. */
export type CancelRequest = { one: string } | { many: string[] } | { market: string } | 'all';

/*
 * The account's cancels, and where their result is said. Focus moves to the result as the cancel
 * starts (the row or the dialog that had it is about to go), and the result region is a polite
 * live region, so "Canceling 3 orders…" and then "Canceled 3 orders." are both heard.
 */
export function useCancelOrders(l2: L2Client, eoa: string, onCanceled: () => void) {
  const queryClient = useQueryClient();
  const resultRef = useRef<HTMLDivElement>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ request }: { request: CancelRequest; asked: number }): Promise<CancelAnswer> =>
      request === 'all'
        ? l2.cancelAll()
        : 'one' in request
          ? l2.cancelOrder(request.one)
          : 'many' in request
            ? l2.cancelOrders(request.many)
            : l2.cancelMarketOrders({ market: request.market }),
    onSuccess: onCanceled,
    onError: (e) => noteMode(modeOf(e)),
    onSettled: (answer) => refreshAfterAnswer(queryClient, eoa, idsOf(answer)),
  });

  // an effect, so it runs after a confirmation dialog (a child) has closed and let go of focus
  useEffect(() => {
    if (focusRequests > 0) resultRef.current?.focus();
  }, [focusRequests]);

  return {
    mutation,
    resultRef,
    /** Cancels, `asked` being the number of orders the reader was told would go. */
    cancel(request: CancelRequest, asked: number) {
      mutation.mutate({ request, asked });
      setFocusRequests((n) => n + 1);
    },
  };
}
