import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ClobMarket } from '../../api/trading/contract/schemas-markets';
import type { L2Client } from '../../api/trading/l2-client';
import { ChainProgress } from '../../wallet/chain-progress';
import { useTradingAddress } from '../../wallet/trading-address';
import { useChainAction, useTradingChain } from '../../wallet/use-chain-action';
import { invalidateAfterTrade } from './queries';
import { SetsForm, useSetsDraft, type SetsHolder } from './sets-form';

/*
 * Complete sets for a trader whose funds sit in their own EOA (signature type 0): no Safe, no
 * relayer, so the split or merge is one ordinary transaction the wallet sends on the trading chain
 * to the CTF, previewed exactly before the wallet is asked and followed until mined. A retry
 * follows a transaction already sent instead of sending it again (use-chain-action.ts).
 */

type Props = { l2: L2Client; eoa: string; market: ClobMarket };

export function EoaSets(props: Props) {
  const trading = useTradingAddress();
  const asOwnEoa = trading.signatureType === 0 && trading.funder.toLowerCase() === props.eoa.toLowerCase();
  if (!asOwnEoa || props.market.tokens.length !== 2) return null;
  return <SetsPanel {...props} />;
}

function SetsPanel({ l2, eoa, market }: Props) {
  const queryClient = useQueryClient();
  const holder: SetsHolder = { funder: eoa, signatureType: 0, name: 'Your address' };
  const draft = useSetsDraft(l2, eoa, market, holder);
  const { call } = draft;
  const calls = useMemo(() => (call ? [call] : []), [call]);
  const onMined = useCallback(() => void invalidateAfterTrade(queryClient, eoa), [queryClient, eoa]);
  const { state, run, busy } = useChainAction(useTradingChain(), calls, onMined);
  return (
    <SetsForm
      draft={draft}
      holder={holder}
      signs="Your wallet sends one transaction from your own address"
      busy={busy}
      locked={state.step === 'failed' && state.hash !== undefined}
      onRun={() => void run()}
      progress={(what) => <ChainProgress state={state} what={what} />}
      testId="eoa-sets"
    />
  );
}
