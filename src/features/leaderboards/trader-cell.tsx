import { Link } from 'wouter';
import { shortenAddress } from '../../lib/address-shape';
import { displayName } from '../../lib/display-name';
import { Badge } from '../../ui/badge';
import { CopyButton } from '../../ui/copy-button';
import { IconWithFallback } from '../../ui/icon-with-fallback';

/** A wallet on a board: its picture and name, linking to its portfolio, and the address with copy. */
export function TraderCell({
  address,
  name: served,
  image,
  verified,
}: {
  address: string;
  name: string;
  image: string;
  verified: boolean;
}) {
  // the board serves the name the exchange's app shows (public name, else pseudonym); the helper keeps the fallback one rule
  const name = displayName({ name: served, address });
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <IconWithFallback src={image} alt="" size={28} className="rounded-full" />
      <div className="flex min-w-0 flex-col">
        <span className="flex min-w-0 items-center gap-1.5">
          <Link
            to={`/portfolio/${address}`}
            className="max-w-[11rem] truncate rounded font-medium text-indigo-700 hover:underline sm:max-w-[16rem] dark:text-indigo-300"
            title={name}
          >
            {name}
          </Link>
          {verified && <Badge tone="info">Verified</Badge>}
        </span>
        <span className="flex items-center gap-0.5 text-xs text-slate-600 dark:text-slate-400">
          <span className="font-mono" title={address}>
            {shortenAddress(address)}
          </span>
          <CopyButton text={address} label={`Copy the address of ${name}`} className="size-6" />
        </span>
      </div>
    </div>
  );
}
