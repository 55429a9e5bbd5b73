import { shortenAddress } from './address-shape';

/*
 * The one name a wallet shows, everywhere, as the exchange's app picks it: the profile's name when
 * its owner made it public (displayUsernamePublic), else the generated pseudonym, else the short
 * address. A route that serves no flag (trades, activity) serves the name only when it is public,
 * so an empty name falls through to the pseudonym the same way.
 */
export type NamedWallet = {
  name?: string | null;
  pseudonym?: string | null;
  /** absent where the route does not say; its `name` is then already the public one */
  displayUsernamePublic?: boolean | null;
  address: string;
};

export function displayName({ name, pseudonym, displayUsernamePublic, address }: NamedWallet): string {
  const publicName = displayUsernamePublic === false ? '' : (name ?? '').trim();
  return publicName || (pseudonym ?? '').trim() || shortenAddress(address);
}
