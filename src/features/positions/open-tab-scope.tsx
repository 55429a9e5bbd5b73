import { Link } from 'wouter';
import { formatCount } from '../../lib/format';

const LINK = 'rounded font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300';

/**
 * What the Open tab counts, said where its rows are: markets still trading only. The positions of
 * resolved markets the API lists with them are under Redeemable, and archived markets are left out
 * unless asked for, so a reader comparing this list with the Overview or Accounting sees why.
 */
export function OpenTabScope({
  resolved,
  archived,
  redeemableHref,
  archivedHref,
}: {
  resolved: number;
  archived: boolean;
  redeemableHref: string;
  archivedHref: string;
}) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="open-tab-scope" data-resolved={resolved}>
      Positions in markets still trading{archived ? ', archived markets included' : ''}.{' '}
      {resolved > 0 && (
        <>
          {formatCount(resolved)} {resolved === 1 ? 'position' : 'positions'} of resolved markets listed under{' '}
          <Link to={redeemableHref} className={LINK}>
            Redeemable
          </Link>
          .{' '}
        </>
      )}
      {!archived && (
        <>
          Archived markets are hidden:{' '}
          <Link to={archivedHref} className={LINK}>
            include them
          </Link>{' '}
          to list every position Accounting counts.
        </>
      )}
    </p>
  );
}
