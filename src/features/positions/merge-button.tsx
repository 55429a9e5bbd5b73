import { useMemo } from 'react';
import { setsCall, type LabelledCall } from '../../api/relayer/calls';
import { formatMicro, toMicro } from '../../lib/decimal';
import { Button } from '../../ui/button';
import type { PositionRow } from './queries';

/*
 * Merge on the Open tab, for a Safe (claim-wallet.tsx) or the wallet's own EOA (claim-eoa.tsx): a
 * row holding both outcomes merges its complete sets, as many as the smaller holding, back into
 * pUSD. It is offered once per market, on its first outcome's row, when the other outcome's row is
 * listed too (its size is read off it). Only how the call is sent differs.
 */

/** The row's other outcome when it can merge from here, else undefined. */
export function mergePartner(p: PositionRow, byToken: ReadonlyMap<string, PositionRow>): PositionRow | undefined {
  const other = byToken.get(p.opposite_token_id);
  return p.mergeable && p.outcome_index === 0 ? other : undefined;
}

/** The merge of `position` with `other`: the sets (micro units), its one call, and its name in words. */
export function useMerge(position: PositionRow, other: PositionRow): { sets: bigint; calls: LabelledCall[]; what: string } {
  const sets = [toMicro(position.current_size), toMicro(other.current_size)].reduce((a, b) => (a < b ? a : b));
  const calls = useMemo(() => [setsCall('merge', position.condition_id as `0x${string}`, sets, position.title)], [position, sets]);
  return { sets, calls, what: `Merge ${formatMicro(sets)} sets of ${position.title}` };
}

type Props = { what: string; sets: bigint; busy: boolean; done: boolean; failed: boolean; onRun: () => void };

export function MergeButton({ what, sets, busy, done, failed, onRun }: Props) {
  return (
    <Button aria-label={what} disabled={busy || done} onClick={onRun} data-testid="merge-button">
      {failed ? 'Retry merge' : `Merge ${formatMicro(sets)}`}
    </Button>
  );
}
