import type { ReactNode } from 'react';
import { Skeleton } from '../ui/skeleton';

/*
 * The frame and first step of every wallet gate (the Trade views', the Perps view's). No wagmi
 * here: a view paints this card with its first frame, before its wallet part's code is in, and the
 * wallet part's connect step (gate-steps.tsx) is the same card with the wallets in it, so nothing is
 * painted twice.
 */

/** The frame of each step between a visitor and a ticket. */
export const STEP_CARD = 'rounded-lg border border-slate-200 p-4 dark:border-slate-700';

/** A view's words for its connect step; `id` names the heading the card is labelled by. */
export type ConnectWords = { id: string; title: string; text: string };

/** What connecting means, and the wallets to pick; until the wallet code is in, the buttons' place is held. */
export function ConnectCard({
  words,
  wallets = <Skeleton className="h-9 w-48" />,
  children,
}: {
  words: ConnectWords;
  wallets?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={STEP_CARD} aria-labelledby={words.id}>
      <h2 id={words.id} className="font-semibold">
        {words.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{words.text}</p>
      <div className="mt-3 flex flex-wrap gap-2">{wallets}</div>
      {children}
    </section>
  );
}
