import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BridgeTransaction, SupportedAsset } from '../../api/bridge/contract/schemas';
import { CONTRACTS, USDC_DECIMALS } from '../../api/config';
import { formatDateTime } from '../../lib/format-date-time';
import { formatExact } from '../../lib/format-exact';
import { cx } from '../../ui/cx';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { formatUnits } from 'viem';
import { statusQuery } from './queries';
import { isFinalStatus, isKnownStatus, justCompleted, seenOf, STATUS_LABELS, timelineSteps, type Seen, type StepState } from './timeline';

/*
 * The newest transfer at a bridge address, polled while shown: what arrived, and its walk to
 * COMPLETED or FAILED. The current status is a polite live region (each change read out once).
 * When a poll shows a transfer that has just completed, `onCompleted` runs once for it.
 */

const STEP_CLASS: Record<StepState, string> = {
  done: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  current: 'bg-indigo-100 text-indigo-900 ring-1 ring-indigo-400 dark:bg-indigo-900 dark:text-indigo-100',
  todo: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-400',
  failed: 'bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100',
};
const STEP_WORD: Record<StepState, string> = { done: 'done', current: 'in progress', todo: 'not yet', failed: 'failed' };

/** "25 USDC on Base" (a withdrawal's "10 pUSD"), or the base units as they are when the asset is not listed. */
export function amountOf(tx: BridgeTransaction, assets: readonly SupportedAsset[]): string {
  if (tx.fromTokenAddress.toLowerCase() === CONTRACTS.collateral.toLowerCase())
    return `${formatExact(formatUnits(BigInt(tx.fromAmountBaseUnit), USDC_DECIMALS))} pUSD`;
  const a = assets.find((x) => x.chainId === tx.fromChainId && x.token.address.toLowerCase() === tx.fromTokenAddress.toLowerCase());
  if (!a) return `${tx.fromAmountBaseUnit} base units`;
  return `${formatExact(formatUnits(BigInt(tx.fromAmountBaseUnit), a.token.decimals))} ${a.token.symbol} on ${a.chainName}`;
}

export function StatusTimeline({
  bridgeAddress,
  assets,
  title,
  empty,
  onCompleted,
}: {
  bridgeAddress: string;
  assets: readonly SupportedAsset[];
  title: string;
  /** What to say while no transfer has arrived at the address. */
  empty: string;
  onCompleted: () => void;
}) {
  const status = useQuery(statusQuery(bridgeAddress));
  const seen = useRef<Seen | 'unread'>('unread');
  const tx = status.data;
  // the furthest step seen, so a failure shows where it stopped (set while rendering: it follows the poll)
  const [reached, setReached] = useState<string>();
  if (tx && !isFinalStatus(tx.status) && tx.status !== reached) setReached(tx.status);
  useEffect(() => {
    if (tx === undefined) return;
    const now = seenOf(tx ?? undefined);
    if (justCompleted(seen.current, now)) onCompleted();
    seen.current = now;
  }, [tx, onCompleted]);

  return (
    <section aria-labelledby={`${bridgeAddress}-timeline`} className="flex flex-col gap-2" data-testid="transfer-status">
      <h3 id={`${bridgeAddress}-timeline`} className="text-sm font-semibold">
        {title}
      </h3>
      {status.isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : status.isError && tx === undefined ? (
        <ErrorPanel title="Could not read the transfer's status" error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <Walk tx={tx ?? null} assets={assets} empty={empty} reached={reached} />
      )}
    </section>
  );
}

function Walk({
  tx,
  assets,
  empty,
  reached,
}: {
  tx: BridgeTransaction | null;
  assets: readonly SupportedAsset[];
  empty: string;
  reached?: string;
}) {
  const said = !tx
    ? empty
    : `${amountOf(tx, assets)}: ${isKnownStatus(tx.status) ? STATUS_LABELS[tx.status].toLowerCase() : tx.status}${isFinalStatus(tx.status) ? '.' : '…'}`;
  return (
    <>
      <p role="status" aria-live="polite" className="text-sm" data-testid="transfer-status-text" data-status={tx?.status ?? 'NONE'}>
        {said}
      </p>
      <ol aria-label="Transfer steps" className="flex flex-wrap gap-1 text-xs">
        {timelineSteps(tx?.status, reached).map((s) => (
          <li
            key={s.status}
            aria-current={s.state === 'current' ? 'step' : undefined}
            data-state={s.state}
            className={cx('rounded px-1.5 py-0.5', STEP_CLASS[s.state])}
          >
            {s.label}
            <span className="sr-only"> ({STEP_WORD[s.state]})</span>
          </li>
        ))}
      </ol>
      {tx?.status === 'FAILED' && (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-300">
          The bridge could not complete this transfer. Nothing was credited; a withdrawal&apos;s pUSD is refunded to the wallet it came
          from.
        </p>
      )}
      {tx?.createdTimeMs !== undefined && (
        <p className="text-xs text-slate-600 dark:text-slate-400">Started {formatDateTime(new Date(tx.createdTimeMs))}</p>
      )}
      {tx?.txHash && <p className="truncate font-mono text-xs text-slate-600 dark:text-slate-400">tx {tx.txHash}</p>}
    </>
  );
}
