import type { SupportedAsset } from '../../api/bridge/contract/schemas';
import { chainFamily, isAddressOf, type Family } from '../../api/bridge/families';
import { formatMicro, MONEY_DECIMALS, toMicro } from '../../lib/decimal';
import { formatExact } from '../../lib/format-exact';
import { formatUsd } from '../../lib/format';
import { readAmount } from './amount';

/*
 * The withdraw form's checks, each said under its field: the recipient must be an address of the
 * destination chain's family (the bridge pays out nowhere else), and the pUSD amount exact to the
 * micro, no more than the cash held and at least the destination's minimum. Nothing is said about
 * a field left empty: it only keeps the form from going on.
 */

const FAMILY_SHAPE: Record<Family, string> = {
  evm: 'an EVM address: 0x and 40 hex digits',
  svm: 'a Solana address: base58, 32 bytes',
  btc: 'a Bitcoin address: bc1…, 1… or 3…',
  tron: 'a Tron address: T and 33 base58 characters',
};

export type WithdrawDraft = { asset: SupportedAsset | undefined; recipient: string; amount: string };
export type WithdrawCheck = {
  recipientError?: string;
  amountError?: string;
  /** Micro pUSD, once the amount reads. */
  amount?: bigint;
  ready: boolean;
};

export function recipientError(asset: SupportedAsset, text: string): string | undefined {
  const recipient = text.trim();
  if (recipient === '') return undefined;
  const family = chainFamily(asset.chainId);
  return isAddressOf(family, recipient) ? undefined : `Not an address ${asset.chainName} pays out to: enter ${FAMILY_SHAPE[family]}.`;
}

/** `cash` in micro pUSD, undefined while it loads (the amount then waits for it). */
export function checkWithdraw(draft: WithdrawDraft, cash: bigint | undefined): WithdrawCheck {
  const { asset } = draft;
  if (!asset) return { ready: false };
  const rError = recipientError(asset, draft.recipient);
  const typed = draft.amount.trim();
  const read = typed === '' ? undefined : readAmount(typed, MONEY_DECIMALS, 'pUSD');
  let amountError = read?.error;
  if (read?.units !== undefined && cash !== undefined) {
    const least = toMicro(asset.minCheckoutUsd);
    if (read.units > cash) amountError = `Your cash is ${formatExact(formatMicro(cash))} pUSD; withdraw at most that.`;
    else if (read.units < least)
      amountError = `Withdrawals to ${asset.token.symbol} on ${asset.chainName} start at ${formatUsd(asset.minCheckoutUsd)}.`;
  }
  const ready = !rError && draft.recipient.trim() !== '' && read?.units !== undefined && !amountError && cash !== undefined;
  return { recipientError: rError, amountError, amount: read?.units, ready };
}
