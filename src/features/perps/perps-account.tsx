import type { PerpsSession } from '../../api/perps/client';

/*
 * The account panel's slot: positions (add/remove margin), open orders (modify/cancel), fills,
 * funding, auto-cancel and notifications come here in a later step of issue 32. It receives the
 * live session and the signing client's chain; until then it says what is coming.
 */
export function PerpsAccount({ session }: { session: PerpsSession }) {
  return (
    <section
      className="rounded-lg border border-dashed border-slate-300 p-4 text-sm dark:border-slate-600"
      aria-label="Perps account"
      data-owner={session.account}
    >
      <p className="text-slate-600 dark:text-slate-400">Positions, open orders, fills and funding will appear here.</p>
    </section>
  );
}
