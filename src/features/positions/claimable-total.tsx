import { formatCount } from '../../lib/format';
import { Money } from '../../ui/money';
import { claimable } from './position-totals';
import type { PositionRow } from './queries';

/** What the Redeemable tab's rows pay if claimed now; of the rows listed, as the API never says how many follow. */
export function ClaimableTotal({ rows, more }: { rows: readonly PositionRow[]; more: boolean }) {
  return (
    <p
      className="flex flex-wrap items-baseline gap-x-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
      data-testid="claimable"
    >
      Claimable now
      <Money value={claimable(rows)} className="text-lg font-semibold" />
      <span>
        from the {formatCount(rows.length)} positions listed{more && ', more to load'}
      </span>
    </p>
  );
}
