import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { setsCall, type LabelledCall } from '../../api/relayer/calls';
import type { ClobMarket } from '../../api/trading/contract/schemas-markets';
import type { L2Client } from '../../api/trading/l2-client';
import type { SignatureType } from '../../wallet/trading-address';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { Field } from '../../ui/field';
import { STEP_CARD } from '../../wallet/connect-card';
import { balanceQuery, sharesQuery } from './queries';
import { setsPlan, type SetsKind, type SetsPlan } from './sets-plan';

/*
 * Complete sets of the chosen binary market, whoever holds the funds: the form, its exact plan and
 * the one CTF call it makes are the same for a Safe (safe-sets.tsx, through the relayer) and for
 * the wallet's own EOA (eoa-sets.tsx, an ordinary transaction); only how the call is sent, and the
 * walk shown after, differ.
 */

const KINDS = [
  { value: 'split', label: 'Split pUSD into sets' },
  { value: 'merge', label: 'Merge sets into pUSD' },
] as const;

export type SetsDraft = {
  kind: SetsKind;
  setKind: (k: SetsKind) => void;
  text: string;
  setText: (t: string) => void;
  plan: SetsPlan;
  /** The call the plan makes (none while the amount is not valid). */
  call: LabelledCall | undefined;
};

/** Who holds the funds: the trading address, how it signs, and its name in words ("The Safe"). */
export type SetsHolder = { funder: string; signatureType: SignatureType; name: string };

/** The typed amount, read against what `holder` holds of the market's cash and both outcomes. */
export function useSetsDraft(l2: L2Client, eoa: string, market: ClobMarket, holder: SetsHolder): SetsDraft {
  const [kind, setKind] = useState<SetsKind>('split');
  const [text, setText] = useState('');
  const [yes, no] = [market.tokens[0]!, market.tokens[1]!];
  const { funder, signatureType } = holder;
  const cash = useQuery(balanceQuery(eoa, funder, signatureType, l2));
  const first = useQuery(sharesQuery(eoa, funder, signatureType, yes.token_id, l2));
  const second = useQuery(sharesQuery(eoa, funder, signatureType, no.token_id, l2));
  const micro = (d: { balance: string } | undefined) => (d ? BigInt(d.balance) : undefined);
  const held = { cash: micro(cash.data), shares: [micro(first.data), micro(second.data)] as const };
  const plan = setsPlan(kind, text, held, [yes.outcome, no.outcome], holder.name);
  const amount = plan.ok ? plan.amount : undefined;
  // one call object per amount: the EOA's action knows a call it already sent by it
  const call = useMemo(
    () => (amount === undefined ? undefined : setsCall(kind, market.condition_id as `0x${string}`, amount, market.question)),
    [kind, amount, market.condition_id, market.question],
  );
  return { kind, setKind, text, setText, plan, call };
}

const setsVerb = (kind: SetsKind) => (kind === 'split' ? 'Split' : 'Merge');

type FormProps = {
  draft: SetsDraft;
  holder: SetsHolder;
  /** How the wallet takes part, after the plan: "Your wallet signs one Safe transaction". */
  signs: string;
  busy: boolean;
  /** The last run sent a transaction whose end is not known: a retry follows it, so what it sends stays as it is. */
  locked: boolean;
  onRun: () => void;
  /** The action's walk (the relayer's, or the chain's), named for the action last run. */
  progress: (what: string) => ReactNode;
  testId: string;
};

export function SetsForm({ draft, holder, signs, busy, locked, onRun, progress, testId }: FormProps) {
  const { kind, setKind, text, setText, plan, call } = draft;
  // the walk keeps the name of what was sent, though the choice may move on before it ends
  const [ran, setRan] = useState<SetsKind>(kind);
  const typed = text.trim() !== '';
  return (
    <section aria-labelledby="sets-title" className={STEP_CARD} data-testid={testId}>
      <h2 id="sets-title" className="font-semibold">
        Complete sets
      </h2>
      <form
        className="mt-2 flex flex-col items-start gap-3 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          if (!plan.ok || busy) return;
          setRan(kind);
          onRun();
        }}
      >
        <ChoiceGroup legend="Action" value={kind} options={KINDS} onChange={setKind} disabled={locked} />
        <Field label="Sets (one pUSD each)" error={typed && !plan.ok ? plan.reason : undefined}>
          {(a11y) => (
            <input
              {...a11y}
              inputMode="decimal"
              autoComplete="off"
              className="w-40 rounded border border-slate-300 px-2 py-1.5 tabular-nums dark:border-slate-600 dark:bg-slate-800"
              value={text}
              onChange={(e) => setText(e.target.value)}
              // a changed amount would be a second transaction while the first may still apply
              disabled={locked}
            />
          )}
        </Field>
        {locked && (
          <p className="text-slate-600 dark:text-slate-400" data-testid="sets-locked">
            Retry follows the transaction already sent, for the same amount; it will not be sent again.
          </p>
        )}
        {plan.ok && call && (
          <p data-testid="sets-preview">
            {holder.name} gives {plan.gives} and gets {plan.gets}. {signs} (CTF {kind === 'split' ? 'splitPosition' : 'mergePositions'}{' '}
            <span className="break-all font-mono text-xs">→ {call.to}</span>).
          </p>
        )}
        <Button type="submit" variant="primary" disabled={!plan.ok || busy}>
          {locked ? `Retry ${setsVerb(kind).toLowerCase()}` : setsVerb(kind)}
        </Button>
      </form>
      {progress(setsVerb(ran))}
    </section>
  );
}
