import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { L2Client } from '../../api/trading/l2-client';
import { looksLikeAddress } from '../../lib/address-shape';
import { Button } from '../../ui/button';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { credentialsStore } from '../../wallet/credentials-store';
import { SIGNATURE_TYPES, saveTradingAddress, useTradingAddress, type SignatureType } from '../../wallet/trading-address';
import { WalletScope } from '../../wallet/wallet-scope';
import { ExplainedError } from './explained-error';
import { SafeOnboarding } from './safe-onboarding';
import { apiKeysQuery, tradeKeys } from './queries';
import { TradingGate } from './trading-gate';

/** The account's API keys: the list, and deleting the one this tab holds (the tab then forgets it). */
function ApiKeys({ l2, eoa }: { l2: L2Client; eoa: string }) {
  const queryClient = useQueryClient();
  const keys = useQuery(apiKeysQuery(eoa, l2));
  const current = credentialsStore.get()?.creds.apiKey;
  const remove = useMutation({
    mutationFn: () => l2.deleteApiKey(),
    onSuccess: () => {
      // removed, not refetched: the deleted key would only earn a 401
      queryClient.removeQueries({ queryKey: tradeKeys.account(eoa) });
      credentialsStore.set(undefined);
    },
  });
  // the heading first, whatever the list's state: focus lands on it once trading is enabled (trading-gate.tsx)
  return (
    <section aria-labelledby="keys-title" className="flex flex-col gap-2">
      <h2 id="keys-title" className="font-semibold" tabIndex={-1} data-focus-result>
        API keys
      </h2>
      {keys.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : keys.isError ? (
        <ErrorPanel title="Could not list your API keys" error={keys.error} onRetry={() => void keys.refetch()} />
      ) : (
        <KeyList keys={keys.data} current={current} />
      )}
      <Button className="self-start" disabled={!current || remove.isPending} onClick={() => remove.mutate()}>
        Delete this tab&apos;s key
      </Button>
      {remove.error && <ExplainedError error={remove.error} />}
    </section>
  );
}

function KeyList({ keys, current }: { keys: string[]; current: string | undefined }) {
  return (
    <ul className="flex flex-col gap-1 font-mono text-sm" data-testid="api-keys">
      {keys.map((k) => (
        <li key={k} data-testid="api-key">
          {k} {k === current && <span className="font-sans text-xs text-emerald-700 dark:text-emerald-400">(this tab&apos;s key)</span>}
        </li>
      ))}
    </ul>
  );
}

/** The settings form, made anew when the saved address changes elsewhere (the Safe section's "Trade as this Safe"). */
function TradingSettings() {
  const current = useTradingAddress();
  return <TradingSettingsForm key={`${current.eoa}-${current.signatureType}-${current.funder}`} />;
}

/** Which address trades: the signature type and the funder, remembered for this wallet. */
function TradingSettingsForm() {
  const current = useTradingAddress();
  const [type, setType] = useState<SignatureType>(current.signatureType);
  const [funder, setFunder] = useState(current.funder);
  if (!current.eoa) return null;
  const eoa = current.eoa;
  const funderOk = looksLikeAddress(funder);
  return (
    <form
      aria-labelledby="settings-title"
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (funderOk) saveTradingAddress(eoa, { signatureType: type, funder: type === 0 ? eoa : funder });
      }}
    >
      <h2 id="settings-title" className="font-semibold">
        Trading address
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Your wallet ({eoa}) signs. The funder holds the money and is the portfolio the dashboard follows.
      </p>
      <label className="text-sm font-medium">
        Signature type
        <select
          className="mt-1 block rounded border border-slate-300 px-2 py-1.5 dark:border-slate-600 dark:bg-slate-800"
          value={type}
          onChange={(e) => setType(Number(e.target.value) as SignatureType)}
        >
          {SIGNATURE_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      {type !== 0 && (
        <label className="text-sm font-medium">
          Funder address
          <input
            className="mt-1 block w-full max-w-md rounded border border-slate-300 px-2 py-1.5 font-mono dark:border-slate-600 dark:bg-slate-800"
            value={funder}
            aria-invalid={!funderOk}
            onChange={(e) => setFunder(e.target.value.trim())}
          />
        </label>
      )}
      <Button type="submit" className="self-start" disabled={type !== 0 && !funderOk}>
        Save
      </Button>
    </form>
  );
}

/** The API keys page's wallet part (keys-page.tsx loads it after the first paint). */
export default function KeysWallet() {
  return (
    <WalletScope>
      <TradingGate>{(l2, eoa) => <ApiKeys l2={l2} eoa={eoa} />}</TradingGate>
      {/* which address trades needs no key, only a connected wallet */}
      <TradingSettings />
      <SafeOnboarding />
    </WalletScope>
  );
}
