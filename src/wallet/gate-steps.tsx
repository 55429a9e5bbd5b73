import { useRef, type ReactNode } from 'react';
import { useConnect, useSwitchChain } from 'wagmi';
import { isUserRejection } from '../api/trading/errors';
import { Button } from '../ui/button';
import { useRefocusAfter } from '../ui/focus-result';
import { chainName } from './chain-name';
import { isDemo, WALLET_CHAINS } from './config';
import { ConnectCard, STEP_CARD, type ConnectWords } from './connect-card';

/*
 * The first two steps of every wallet gate (the Trade views', the Perps view's): a wallet, then the
 * network the view signs for. Each view brings its own words and its own way of explaining an
 * error; a declined prompt explains nothing. A step left by a declined or failed prompt gives focus
 * back to its button, so a keyboard user is not left at <body>.
 */

/** A failure under a step, in the view's words. */
export type ExplainError = (error: unknown) => ReactNode;

export function ConnectStep({ words, explain }: { words: ConnectWords; explain: ExplainError }) {
  const { connect, connectors, isPending, error } = useConnect();
  const first = useRef<HTMLButtonElement>(null);
  useRefocusAfter(isPending, first);
  return (
    <ConnectCard
      words={words}
      wallets={
        <>
          {connectors.map((c, i) => (
            <Button
              key={c.uid}
              ref={i === 0 ? first : undefined}
              variant={isDemo(c) ? 'secondary' : 'primary'}
              disabled={isPending}
              onClick={() => connect({ connector: c })}
            >
              {c.icon && <img src={c.icon} alt="" className="size-4" />}
              {isDemo(c) ? 'Demo wallet (sandbox)' : c.name}
            </Button>
          ))}
          {connectors.length === 0 && <p className="text-sm">No wallet found in this browser.</p>}
        </>
      }
    >
      {error && !isUserRejection(error) && explain(error)}
    </ConnectCard>
  );
}

type SwitchProps = {
  /** The heading's id, which the card is labelled by. */
  id: string;
  wanted: number;
  current: number | undefined;
  /** Who signs for the wanted network, as the sentence's subject ("Trading here"). */
  signer: string;
  /** A sentence after the networks, if the view has more to say. */
  note?: string;
  explain: ExplainError;
};

export function SwitchStep({ id, wanted, current, signer, note, explain }: SwitchProps) {
  const { switchChain, isPending, error } = useSwitchChain();
  const button = useRef<HTMLButtonElement>(null);
  useRefocusAfter(isPending, button);
  // not role="alert": a gate with a live region says the step changed, politely
  return (
    <section className={STEP_CARD} aria-labelledby={id}>
      <h2 id={id} className="font-semibold">
        Switch network to sign
      </h2>
      <p className="mt-1 text-sm">
        {signer} signs for <strong>{chainName(wanted)}</strong>; your wallet is on {chainName(current)}.{note && ` ${note}`}
      </p>
      <Button
        ref={button}
        className="mt-3"
        variant="primary"
        disabled={isPending}
        onClick={() => switchChain({ chainId: wanted as (typeof WALLET_CHAINS)[number]['id'] })}
      >
        Switch to {chainName(wanted)}
      </Button>
      {error && !isUserRejection(error) && explain(error)}
    </section>
  );
}
