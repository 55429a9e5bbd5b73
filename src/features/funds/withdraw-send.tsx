import { useCallback, useMemo, type ReactNode } from 'react';
import type { LabelledCall } from '../../api/relayer/calls';
import { Button } from '../../ui/button';
import { ChainProgress } from '../../wallet/chain-progress';
import { RelayerProgress } from '../../wallet/relayer-progress';
import type { RelayerSession } from '../../wallet/relayer-session';
import { useChainAction, useTradingChain } from '../../wallet/use-chain-action';
import { useRelayerAction } from '../../wallet/use-relayer-action';

/*
 * The withdrawal's one transaction, the pUSD transfer to the bridge's address: an ordinary
 * transaction from the trader's own address, or one Safe transaction through the relayer. Both
 * hooks follow a transaction already sent on retry instead of sending it again; editing the
 * withdrawal is offered only while nothing has been sent.
 */

type SendProps = { call: LabelledCall; onSent: () => void; onEdit: () => void };
const WHAT = 'Withdrawal';

export function EoaSend({ call, onSent, onEdit }: SendProps) {
  const calls = useMemo(() => [call], [call]);
  const { state, run, busy } = useChainAction(useTradingChain(), calls, onSent);
  return (
    <SendPanel
      signs="Your wallet sends one ordinary transaction from your address on the trading chain."
      idle={state.step === 'idle'}
      busy={busy}
      done={state.step === 'mined'}
      onRun={() => void run()}
      onEdit={onEdit}
      progress={<ChainProgress state={state} what={WHAT} />}
    />
  );
}

export function SafeSend({ session, call, onSent, onEdit }: SendProps & { session: RelayerSession }) {
  const submit = useCallback((s: RelayerSession) => s.client.execute(s.signer, [call], 'withdraw through the bridge'), [call]);
  const { state, run, busy } = useRelayerAction(session, submit, onSent);
  return (
    <SendPanel
      signs="Your wallet signs one Safe transaction; the relayer sends it, so it costs you no gas."
      idle={state.step === 'idle'}
      busy={busy}
      done={state.step === 'confirmed'}
      onRun={() => void run()}
      onEdit={onEdit}
      progress={<RelayerProgress state={state} what={WHAT} />}
    />
  );
}

function SendPanel(p: {
  signs: string;
  idle: boolean;
  busy: boolean;
  done: boolean;
  onRun: () => void;
  onEdit: () => void;
  progress: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">{p.signs}</p>
      {!p.done && (
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" disabled={p.busy} onClick={p.onRun}>
            {p.idle ? 'Sign and withdraw' : 'Retry'}
          </Button>
          {p.idle && <Button onClick={p.onEdit}>Edit</Button>}
        </div>
      )}
      {p.progress}
    </div>
  );
}
