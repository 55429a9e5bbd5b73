import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Hex } from 'viem';
import type { QuoteBody, SupportedAsset, WithdrawBody as WithdrawRequest } from '../../api/bridge/contract/schemas';
import { CHAIN_ID, CONTRACTS } from '../../api/config';
import { pusdTransferCall } from '../../api/relayer/calls';
import { formatMicro } from '../../lib/decimal';
import { formatExact } from '../../lib/format-exact';
import { Button } from '../../ui/button';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import type { RelayerSession } from '../../wallet/relayer-session';
import { assetOf, type AssetChoice } from './asset-picker';
import { assetsQuery, cashQuery, withdrawAddressQuery } from './queries';
import { QuotePreview } from './quote-preview';
import { StatusTimeline } from './status-timeline';
import { WithdrawFields } from './withdraw-fields';
import { checkWithdraw } from './withdraw-form';
import { EoaSend, SafeSend } from './withdraw-send';

/*
 * Withdrawing to another chain (bridge facts §4): the destination and recipient, the pUSD amount,
 * a quote while typing (debounced); then the bridge's address for exactly that destination
 * (POST /withdraw: the same address for the same inputs), the transfer to it shown as it will be
 * signed, signed, and the transfer's walk until it completes.
 */

/** Who sends the pUSD: the trader's own address, or their Safe through the relayer. */
export type Sender = { kind: 'eoa' } | { kind: 'safe'; session: RelayerSession };

type Draft = { choice?: AssetChoice; recipient: string; amount: string };
const QUOTE_DEBOUNCE_MS = 400;

export function WithdrawForm({
  funder,
  sender,
  onMoved,
  onAgain,
}: {
  funder: string;
  sender: Sender;
  onMoved: () => void;
  /** A new withdrawal, once this one's transfer is sent. */
  onAgain: () => void;
}) {
  const assets = useQuery(assetsQuery());
  const cash = useQuery(cashQuery(funder));
  const [draft, setDraft] = useState<Draft>({ recipient: '', amount: '' });
  const [review, setReview] = useState<WithdrawRequest & { amount: bigint }>();
  const [sent, setSent] = useState(false);
  const list = assets.data?.supportedAssets ?? [];
  const asset = assetOf(list, draft.choice) ?? list[0];
  const check = checkWithdraw({ asset, recipient: draft.recipient, amount: draft.amount }, cash.data);
  const quoteBody: QuoteBody | undefined =
    asset && check.ready && check.amount !== undefined
      ? {
          fromAmountBaseUnit: check.amount.toString(),
          fromChainId: String(CHAIN_ID.polygon),
          fromTokenAddress: CONTRACTS.collateral,
          recipientAddress: draft.recipient.trim(),
          toChainId: asset.chainId,
          toTokenAddress: asset.token.address,
        }
      : undefined;
  const settled = useDebouncedValue(quoteBody ? JSON.stringify(quoteBody) : '', QUOTE_DEBOUNCE_MS);

  if (assets.isError)
    return <ErrorPanel title="Could not list where the bridge pays out" error={assets.error} onRetry={() => void assets.refetch()} />;
  if (cash.isError) return <ErrorPanel title="Could not read your cash" error={cash.error} onRetry={() => void cash.refetch()} />;
  if (assets.data && !asset) return <p className="text-sm">The bridge lists no chain to withdraw to right now.</p>;
  if (!asset || cash.data === undefined) return <Skeleton className="h-64 w-full" />;
  const toReview = () =>
    quoteBody &&
    check.amount !== undefined &&
    setReview({
      address: funder,
      toChainId: quoteBody.toChainId,
      toTokenAddress: quoteBody.toTokenAddress,
      recipientAddr: quoteBody.recipientAddress,
      amount: check.amount,
    });
  return (
    <>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Cash: <strong data-testid="withdraw-cash">{formatExact(formatMicro(cash.data))} pUSD</strong> in{' '}
        <span className="font-mono break-all">{funder}</span>
      </p>
      <WithdrawFields
        assets={list}
        asset={asset}
        draft={draft}
        check={check}
        locked={review !== undefined}
        onChange={(next) => setDraft({ ...draft, ...next })}
        onReview={toReview}
      />
      {settled && quoteBody && JSON.stringify(quoteBody) === settled && <QuotePreview body={quoteBody} asset={asset} />}
      {review && (
        <Review
          body={review}
          asset={asset}
          sender={sender}
          assets={list}
          sent={sent}
          onEdit={() => setReview(undefined)}
          onSent={() => {
            setSent(true);
            onMoved();
          }}
          onCompleted={onMoved}
        />
      )}
      {sent && (
        <Button className="self-start" onClick={onAgain}>
          New withdrawal
        </Button>
      )}
    </>
  );
}

function Review(p: {
  body: WithdrawRequest & { amount: bigint };
  asset: SupportedAsset;
  assets: readonly SupportedAsset[];
  sender: Sender;
  sent: boolean;
  onEdit: () => void;
  onSent: () => void;
  onCompleted: () => void;
}) {
  const { amount, ...body } = p.body;
  const address = useQuery(withdrawAddressQuery(body));
  const bridgeAddress = address.data?.address.evm as Hex | undefined;
  const call = useMemo(() => (bridgeAddress ? pusdTransferCall(bridgeAddress, amount) : undefined), [bridgeAddress, amount]);
  if (address.isError)
    return <ErrorPanel title="Could not get the withdrawal address" error={address.error} onRetry={() => void address.refetch()} />;
  if (!call || !bridgeAddress) return <Skeleton className="h-24 w-full" />;
  const from = p.sender.kind === 'safe' ? 'your Safe' : 'your address';
  return (
    <section
      aria-labelledby="review-title"
      className="flex flex-col gap-3 rounded border border-indigo-200 p-3 dark:border-indigo-800"
      data-testid="withdraw-review"
    >
      <h3 id="review-title" className="text-sm font-semibold" tabIndex={-1}>
        What you will sign
      </h3>
      <p className="text-sm" data-testid="withdraw-signs">
        A transfer of <strong>{formatExact(formatMicro(amount))} pUSD</strong> from {from} (
        <span className="font-mono break-all">{body.address}</span>) to the bridge address{' '}
        <span className="font-mono break-all">{bridgeAddress}</span> (an ERC-20 transfer on the pUSD contract{' '}
        <span className="font-mono break-all">{CONTRACTS.collateral}</span>). The bridge pays {p.asset.token.symbol} on {p.asset.chainName}{' '}
        to <span className="font-mono break-all">{body.recipientAddr}</span>.
      </p>
      {p.sender.kind === 'safe' ? (
        <SafeSend session={p.sender.session} call={call} onSent={p.onSent} onEdit={p.onEdit} />
      ) : (
        <EoaSend call={call} onSent={p.onSent} onEdit={p.onEdit} />
      )}
      {p.sent && (
        <StatusTimeline
          key={bridgeAddress}
          bridgeAddress={bridgeAddress}
          assets={p.assets}
          title="Withdrawal status"
          empty="Waiting for the bridge to see the transfer…"
          onCompleted={p.onCompleted}
        />
      )}
    </section>
  );
}
