import { useId } from 'react';
import type { SupportedAsset } from '../../api/bridge/contract/schemas';
import { formatUsd } from '../../lib/format';

/*
 * A chain, then one of its tokens, from the bridge's list as it stands (bridge facts: always read
 * before showing it). Native selects: keyboard and phone pickers come with them. The minimum is
 * said with each token and again under the pair chosen.
 */

export type AssetChoice = { chainId: string; tokenAddress: string };

export const SELECT_CLASS =
  'block w-full rounded border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-800 disabled:opacity-60';

export const assetOf = (assets: readonly SupportedAsset[], c: AssetChoice | undefined): SupportedAsset | undefined =>
  c && assets.find((a) => a.chainId === c.chainId && a.token.address === c.tokenAddress);

const chainsOf = (assets: readonly SupportedAsset[]) => [...new Map(assets.map((a) => [a.chainId, a.chainName])).entries()];

export function AssetPicker({
  assets,
  value,
  onChange,
  disabled,
  verb,
}: {
  assets: readonly SupportedAsset[];
  value: SupportedAsset | undefined;
  onChange: (next: AssetChoice) => void;
  disabled?: boolean;
  /** "Deposits" or "Withdrawals": how the minimum is said. */
  verb: string;
}) {
  const id = useId();
  const tokens = value ? assets.filter((a) => a.chainId === value.chainId) : [];
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <div className="grid gap-1">
        <label htmlFor={`${id}-chain`} className="text-sm font-medium">
          Chain
        </label>
        <select
          id={`${id}-chain`}
          className={SELECT_CLASS}
          value={value?.chainId ?? ''}
          disabled={disabled}
          onChange={(e) => {
            const first = assets.find((a) => a.chainId === e.target.value);
            if (first) onChange({ chainId: first.chainId, tokenAddress: first.token.address });
          }}
        >
          {chainsOf(assets).map(([chainId, name]) => (
            <option key={chainId} value={chainId}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-token`} className="text-sm font-medium">
          Token
        </label>
        <select
          id={`${id}-token`}
          className={SELECT_CLASS}
          value={value?.token.address ?? ''}
          disabled={disabled}
          onChange={(e) => value && onChange({ chainId: value.chainId, tokenAddress: e.target.value })}
        >
          {tokens.map((a) => (
            <option key={a.token.address} value={a.token.address}>
              {a.token.symbol} ({a.token.name}), min {formatUsd(a.minCheckoutUsd)}
            </option>
          ))}
        </select>
      </div>
      {value && (
        <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400" data-testid="asset-minimum">
          {verb} of {value.token.symbol} on {value.chainName} start at {formatUsd(value.minCheckoutUsd)}.
        </p>
      )}
    </div>
  );
}
