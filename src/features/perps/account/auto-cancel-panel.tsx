import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PerpsSession } from '../../../api/perps/client';
import { formatDateTime } from '../../../lib/format-date-time';
import { Button } from '../../../ui/button';
import { ErrorPanel } from '../../../ui/error-panel';
import { Field } from '../../../ui/field';
import { Skeleton } from '../../../ui/skeleton';
import { checkArmSeconds } from './account-forms';
import { formatCountdown } from './countdown';
import { explainPerpsError } from './error-words';
import { autoCancelQuery, invalidateAccount, type PerpsClient } from './queries';

/*
 * The dead-man switch (facts §7): armed, every open order is cancelled at the deadline unless it is
 * armed again before. The gateway takes an absolute deadline in ms, at least 5 s ahead; arming
 * replaces the earlier deadline, 0 disarms. The countdown ticks on this device's clock; the
 * gateway's own state (read every few seconds) is the truth, and it clears once the switch fires.
 */

export function AutoCancelPanel({ session, client }: { session: PerpsSession; client: PerpsClient }) {
  const state = useQuery(autoCancelQuery(client, session));
  const qc = useQueryClient();
  const [seconds, setSeconds] = useState('60');
  const [tried, setTried] = useState(false);
  const arm = useMutation({
    mutationFn: (deadline: number) => client.trade(session).autoCancel(deadline),
    onSettled: () => invalidateAccount(qc, session.account),
  });
  const deadline = state.data?.deadline ?? 0;
  const now = useNow(deadline > 0);

  if (state.isPending) return <Skeleton className="h-16 w-full" />;
  if (state.isError)
    return <ErrorPanel title="Could not load the auto-cancel switch" error={state.error} onRetry={() => void state.refetch()} />;
  const check = checkArmSeconds(seconds);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!check.ok || arm.isPending) return;
    // the deadline is taken at the click: the gateway wants a moment, not a duration
    arm.mutate(Date.now() + check.seconds * 1000);
  };
  const { triggered, daily_limit } = state.data;

  return (
    <div className="flex flex-col gap-3" data-testid="perps-auto-cancel">
      {deadline > 0 ? (
        <p className="text-sm">
          <span className="font-semibold">Armed.</span> Every open order is cancelled at{' '}
          <span data-testid="auto-cancel-deadline">{formatDateTime(new Date(deadline))}</span>, in{' '}
          {/* the countdown is read out only on demand: a live region ticking every second would drown the page */}
          <span className="font-semibold tabular-nums" data-testid="auto-cancel-countdown">
            {formatCountdown(deadline - now)}
          </span>
          , unless armed again.
        </p>
      ) : (
        <p className="text-sm" data-testid="auto-cancel-off">
          Off: open orders stay until filled or cancelled.
        </p>
      )}
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
        <Field label="Cancel all open orders in (seconds)" error={tried && !check.ok ? check.error : undefined}>
          {(a11y) => (
            <input
              {...a11y}
              inputMode="numeric"
              autoComplete="off"
              value={seconds}
              onChange={(e) => setSeconds(e.target.value)}
              className="min-h-9 w-32 rounded-md border border-slate-300 bg-white px-2 text-sm tabular-nums dark:border-slate-600 dark:bg-slate-800"
            />
          )}
        </Field>
        <Button type="submit" variant="primary" disabled={arm.isPending}>
          {deadline > 0 ? 'Re-arm' : 'Arm'}
        </Button>
        {deadline > 0 && (
          <Button disabled={arm.isPending} onClick={() => arm.mutate(0)}>
            Disarm
          </Button>
        )}
      </form>
      {arm.isError && (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-300">
          {explainPerpsError(arm.error)}
        </p>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Fired {triggered} time{triggered === 1 ? '' : 's'}; up to {daily_limit} arms a day (UTC).
      </p>
    </div>
  );
}

/** This device's clock, every second while `ticking`: the countdown's only moving part. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    // at once too: the clock read at mount may be long stale when the switch gets armed
    const first = setTimeout(() => setNow(Date.now()), 0);
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearTimeout(first);
      clearInterval(id);
    };
  }, [ticking]);
  return now;
}
