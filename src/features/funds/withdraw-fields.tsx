import type { SupportedAsset } from '../../api/bridge/contract/schemas';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { AssetPicker, type AssetChoice } from './asset-picker';
import type { WithdrawCheck } from './withdraw-form';

/*
 * The withdraw form's fields: where to (chain, token, recipient) and how much pUSD. Each says what
 * is wrong under itself (withdraw-form.ts); once the withdrawal is under review they are held, so
 * what is signed is what was reviewed.
 */

const INPUT = 'rounded border border-slate-300 px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-800 disabled:opacity-60';

type Draft = { choice?: AssetChoice; recipient: string; amount: string };

export function WithdrawFields({
  assets,
  asset,
  draft,
  check,
  locked,
  onChange,
  onReview,
}: {
  assets: readonly SupportedAsset[];
  asset: SupportedAsset;
  draft: Draft;
  check: WithdrawCheck;
  locked: boolean;
  onChange: (next: Partial<Draft>) => void;
  onReview: () => void;
}) {
  return (
    <form
      aria-label="Withdrawal"
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (check.ready) onReview();
      }}
    >
      <AssetPicker assets={assets} value={asset} onChange={(choice) => onChange({ choice })} disabled={locked} verb="Withdrawals" />
      <Field label={`Recipient on ${asset.chainName}`} error={check.recipientError}>
        {(a11y) => (
          <input
            {...a11y}
            className={`${INPUT} font-mono`}
            autoComplete="off"
            spellCheck={false}
            disabled={locked}
            value={draft.recipient}
            onChange={(e) => onChange({ recipient: e.target.value })}
          />
        )}
      </Field>
      <Field label="Amount (pUSD)" error={check.amountError} className="max-w-xs">
        {(a11y) => (
          <input
            {...a11y}
            className={`${INPUT} tabular-nums`}
            inputMode="decimal"
            autoComplete="off"
            disabled={locked}
            value={draft.amount}
            onChange={(e) => onChange({ amount: e.target.value })}
          />
        )}
      </Field>
      {!locked && (
        <Button type="submit" variant="primary" className="self-start" disabled={!check.ready}>
          Review withdrawal
        </Button>
      )}
    </form>
  );
}
