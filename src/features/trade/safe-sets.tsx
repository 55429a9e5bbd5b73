import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { setsCall } from '../../api/relayer/calls';
import type { ClobMarket } from '../../api/trading/contract/schemas-markets';
import type { L2Client } from '../../api/trading/l2-client';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { Field } from '../../ui/field';
import { RelayerProgress } from '../../wallet/relayer-progress';
import { useRelayerSession, type RelayerSession } from '../../wallet/relayer-session';
import { useTradingAddress } from '../../wallet/trading-address';
import { useRelayerAction } from '../../wallet/use-relayer-action';
import { STEP_CARD } from './connect-card';
import { balanceQuery, invalidateAfterTrade, sharesQuery } from './queries';
import { setsPlan, type SetsKind } from './sets-plan';

/*
 * Split pUSD into complete sets of the chosen market, or merge sets back into pUSD, for a trader who
 * trades as their own Safe: one Safe transaction through the relayer (CTF splitPosition or
 * mergePositions), previewed exactly before the wallet is asked, its walk shown to CONFIRMED, then
 * every read a fill would move is refreshed.
 */

const KINDS = [
  { value: 'split', label: 'Split pUSD into sets' },
  { value: 'merge', label: 'Merge sets into pUSD' },
] as const;

type Props = { l2: L2Client; eoa: string; market: ClobMarket };

export function SafeSets(props: Props) {
  const session = useRelayerSession();
  const trading = useTradingAddress();
  const asOwnSafe = session && trading.signatureType === 2 && trading.funder.toLowerCase() === session.safe.toLowerCase();
  if (!asOwnSafe || props.market.tokens.length !== 2) return null;
  return <SetsPanel session={session} {...props} />;
}

function SetsPanel({ session, l2, eoa, market }: Props & { session: RelayerSession }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<SetsKind>('split');
  const [text, setText] = useState('');
  const [yes, no] = [market.tokens[0]!, market.tokens[1]!];
  const cash = useQuery(balanceQuery(eoa, session.safe, 2, l2));
  const first = useQuery(sharesQuery(eoa, session.safe, 2, yes.token_id, l2));
  const second = useQuery(sharesQuery(eoa, session.safe, 2, no.token_id, l2));
  const micro = (d: { balance: string } | undefined) => (d ? BigInt(d.balance) : undefined);
  const plan = setsPlan(kind, text, { cash: micro(cash.data), shares: [micro(first.data), micro(second.data)] }, [yes.outcome, no.outcome]);

  const amount = plan.ok ? plan.amount : 0n;
  const submit = useCallback(
    (s: RelayerSession) =>
      s.client.execute(s.signer, [setsCall(kind, market.condition_id as `0x${string}`, amount, market.question)], `${kind} sets`),
    [kind, amount, market.condition_id, market.question],
  );
  const onConfirmed = useCallback(() => void invalidateAfterTrade(queryClient, eoa), [queryClient, eoa]);
  const { state, run, busy } = useRelayerAction(session, submit, onConfirmed);
  const typed = text.trim() !== '';

  return (
    <section aria-labelledby="sets-title" className={STEP_CARD} data-testid="safe-sets">
      <h2 id="sets-title" className="font-semibold">
        Complete sets
      </h2>
      <form
        className="mt-2 flex flex-col items-start gap-3 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          if (plan.ok && !busy) void run();
        }}
      >
        <ChoiceGroup legend="Action" value={kind} options={KINDS} onChange={setKind} />
        <Field label="Sets (one pUSD each)" error={typed && !plan.ok ? plan.reason : undefined}>
          {(a11y) => (
            <input
              {...a11y}
              inputMode="decimal"
              autoComplete="off"
              className="w-40 rounded border border-slate-300 px-2 py-1.5 tabular-nums dark:border-slate-600 dark:bg-slate-800"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </Field>
        {plan.ok && (
          <p data-testid="sets-preview">
            The Safe gives {plan.gives} and gets {plan.gets}. Your wallet signs one Safe transaction (CTF{' '}
            {kind === 'split' ? 'splitPosition' : 'mergePositions'}).
          </p>
        )}
        <Button type="submit" variant="primary" disabled={!plan.ok || busy}>
          {kind === 'split' ? 'Split' : 'Merge'}
        </Button>
      </form>
      <RelayerProgress state={state} what={kind === 'split' ? 'Split' : 'Merge'} />
    </section>
  );
}
