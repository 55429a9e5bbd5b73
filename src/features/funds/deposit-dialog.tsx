import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SupportedAsset } from '../../api/bridge/contract/schemas';
import { chainFamily } from '../../api/bridge/families';
import { formatUsd } from '../../lib/format';
import { CopyButton } from '../../ui/copy-button';
import { ErrorPanel } from '../../ui/error-panel';
import { QrCode } from '../../ui/qr-code';
import { Skeleton } from '../../ui/skeleton';
import { AssetPicker, assetOf, type AssetChoice } from './asset-picker';
import { assetsQuery, depositAddressesQuery } from './queries';
import { SimulateDeposit } from './simulate-deposit';
import { StatusTimeline } from './status-timeline';

/*
 * Funding from another chain (bridge facts §4): pick what to send, get the wallet's bridge address
 * of that chain's family, send to it from anywhere, and watch the transfer arrive as pUSD credited
 * to `wallet` (the funder: the EOA, or the Safe when trading as it). On the sandbox, funds can be
 * made to arrive without another chain.
 */

export function DepositForm({ wallet, sandbox, onCompleted }: { wallet: string; sandbox: boolean; onCompleted: () => void }) {
  const assets = useQuery(assetsQuery());
  const addresses = useQuery(depositAddressesQuery(wallet));
  const [choice, setChoice] = useState<AssetChoice>();
  if (assets.isError)
    return <ErrorPanel title="Could not list what the bridge takes" error={assets.error} onRetry={() => void assets.refetch()} />;
  if (addresses.isError)
    return <ErrorPanel title="Could not get your deposit address" error={addresses.error} onRetry={() => void addresses.refetch()} />;
  if (!assets.data || !addresses.data) return <Skeleton className="h-64 w-full" />;
  const list = assets.data.supportedAssets;
  if (list.length === 0) return <p className="text-sm">The bridge lists no chain to deposit from right now.</p>;
  const asset = assetOf(list, choice) ?? list[0]!;
  const address = addresses.data.address[chainFamily(asset.chainId)];
  return (
    <>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Send a supported token from another chain; it arrives as pUSD in <span className="font-mono break-all">{wallet}</span>.
      </p>
      <AssetPicker assets={list} value={asset} onChange={setChoice} verb="Deposits" />
      {address ? (
        <>
          <DepositAddress address={address} asset={asset} />
          {sandbox && <SimulateDeposit address={address} asset={asset} />}
          {/* keyed: another chain's family is another address, and nothing seen at the last one carries over */}
          <StatusTimeline
            key={address}
            bridgeAddress={address}
            assets={list}
            title="Latest deposit to this address"
            empty="Waiting for a deposit: none has arrived at this address yet."
            onCompleted={onCompleted}
          />
        </>
      ) : (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-300">
          The bridge gave no {asset.chainName} address for this wallet. Pick another chain, or try again later.
        </p>
      )}
    </>
  );
}

function DepositAddress({ address, asset }: { address: string; asset: SupportedAsset }) {
  return (
    <section aria-labelledby="deposit-address-title" className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
      <QrCode text={address} label={`QR code of the deposit address ${address}`} className="size-36 shrink-0 self-center rounded" />
      <div className="flex min-w-0 flex-col gap-2">
        <h3 id="deposit-address-title" className="text-sm font-semibold">
          Your {asset.chainName} deposit address
        </h3>
        <p className="flex items-start gap-1">
          <span className="min-w-0 font-mono text-sm break-all" data-testid="deposit-address">
            {address}
          </span>
          <CopyButton text={address} label="Copy the deposit address" />
        </p>
        <p className="rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          <strong>
            Send only {asset.token.symbol} on {asset.chainName} to this address.
          </strong>{' '}
          Another token or another chain may be lost for good. Under {formatUsd(asset.minCheckoutUsd)} is not processed.
        </p>
      </div>
    </section>
  );
}
