import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ClobMarket } from '../../api/trading/contract/schemas-markets';
import type { L2Client } from '../../api/trading/l2-client';
import { RelayerProgress } from '../../wallet/relayer-progress';
import { useRelayerSession, type RelayerSession } from '../../wallet/relayer-session';
import { useTradingAddress } from '../../wallet/trading-address';
import { followsEarlier, useRelayerAction } from '../../wallet/use-relayer-action';
import { invalidateAfterTrade } from './queries';
import { SetsForm, useSetsDraft, type SetsHolder } from './sets-form';

/*
 * Split pUSD into complete sets of the chosen market, or merge sets back into pUSD, for a trader who
 * trades as their own Safe: one Safe transaction through the relayer (CTF splitPosition or
 * mergePositions), previewed exactly before the wallet is asked, its walk shown to CONFIRMED, then
 * every read a fill would move is refreshed.
 */

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
  const holder: SetsHolder = { funder: session.safe, signatureType: 2, name: 'The Safe' };
  const draft = useSetsDraft(l2, eoa, market, holder);
  const { call, kind } = draft;
  const submit = useCallback((s: RelayerSession) => s.client.execute(s.signer, call ? [call] : [], `${kind} sets`), [call, kind]);
  const onConfirmed = useCallback(() => void invalidateAfterTrade(queryClient, eoa), [queryClient, eoa]);
  const { state, run, busy } = useRelayerAction(session, submit, onConfirmed);
  return (
    <SetsForm
      draft={draft}
      holder={holder}
      signs="Your wallet signs one Safe transaction"
      busy={busy}
      locked={state.step === 'failed' && followsEarlier(state.tx)}
      onRun={() => void run()}
      progress={(what) => <RelayerProgress state={state} what={what} />}
      testId="safe-sets"
    />
  );
}
