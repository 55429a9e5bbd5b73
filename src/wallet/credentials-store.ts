/*
 * API credentials, in memory only: never localStorage, sessionStorage, IndexedDB, a URL or a log.
 * A reload forgets them and one wallet signature derives them again. Cleared on disconnect and on
 * an account switch (wallet-scope.tsx), so one account's key never signs another's requests.
 */

export type ApiCreds = { apiKey: string; secret: string; passphrase: string };

export type TradingCredentials = {
  /** The EOA the key belongs to (lower case). */
  address: string;
  nonce: bigint;
  creds: ApiCreds;
};

let current: TradingCredentials | undefined;
const listeners = new Set<() => void>();

export const credentialsStore = {
  get: (): TradingCredentials | undefined => current,
  set(next: TradingCredentials | undefined) {
    current = next;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** A builder key for the relayer, made with the trading credentials; as memory-only as they are. */
export type BuilderCredentials = { address: string; creds: { key: string; secret: string; passphrase: string } };

let builder: BuilderCredentials | undefined;

export const builderCredentialsStore = {
  get: (): BuilderCredentials | undefined => builder,
  set(next: BuilderCredentials | undefined) {
    builder = next;
  },
};

/** Forget the credentials unless they belong to `address` (undefined: forget them whatever they are). */
export function forgetCredentialsUnlessOf(address: string | undefined): void {
  const held = credentialsStore.get();
  if (held && held.address !== address?.toLowerCase()) credentialsStore.set(undefined);
  if (builder && builder.address !== address?.toLowerCase()) builder = undefined;
}
