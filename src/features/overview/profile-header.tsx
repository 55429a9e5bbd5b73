import { useQuery } from '@tanstack/react-query';
import { Address } from '../../ui/address';
import { Badge } from '../../ui/badge';
import { IconWithFallback } from '../../ui/icon-with-fallback';
import { Skeleton } from '../../ui/skeleton';
import { displayName } from '../../lib/display-name';
import { profileQueryOptions } from './queries';

/**
 * Whose portfolio this is: the public profile's avatar, name, verified badge and handle beside the
 * address. A wallet without a profile (or a profile that fails to load) shows the address alone:
 * the figures below never wait for it.
 */
export function ProfileHeader({ address }: { address: string }) {
  const profile = useQuery(profileQueryOptions(address));
  const p = profile.data;
  const name = p ? displayName({ name: p.name, pseudonym: p.pseudonym, displayUsernamePublic: p.displayUsernamePublic, address }) : '';
  return (
    <div className="flex min-w-0 items-center gap-3" data-testid="profile-header">
      {profile.isPending ? (
        <Skeleton className="size-10 rounded-full" />
      ) : (
        p && <IconWithFallback src={p.profileImage} alt="" size={40} className="rounded-full" />
      )}
      <div className="flex min-w-0 flex-col">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
          <h1 className="text-xl font-semibold tracking-tight">
            {profile.isPending ? (
              <>
                <span className="sr-only">Overview</span>
                <Skeleton className="h-6 w-40" />
              </>
            ) : name ? (
              <>
                <span className="sr-only">Overview of </span>
                <span data-testid="profile-name">{name}</span>
              </>
            ) : (
              'Overview'
            )}
          </h1>
          {p?.verifiedBadge && <Badge tone="info">Verified</Badge>}
          {p?.xUsername && <span className="text-sm text-slate-600 dark:text-slate-400">@{p.xUsername}</span>}
        </div>
        <Address address={address} className="text-slate-600 dark:text-slate-400" />
      </div>
    </div>
  );
}
