import { useLocation } from 'wouter';
import { DEMO_TRADER } from '../../api/config';
import { shortenAddress } from '../../lib/address-shape';
import { Button } from '../../ui/button';
import { AddressForm } from './address-form';

/** `/`: pick a trader to look at, by address or with one click on the demo trader. */
export function HomePage() {
  const [, navigate] = useLocation();
  const open = (address: string) => navigate(`/portfolio/${address}`);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8 py-6 sm:py-16">
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">See any trader&rsquo;s prediction-market portfolio</h1>
        <p className="text-slate-600 dark:text-slate-400">
          Open positions, profit and loss, activity and approvals for any wallet, read from public data.
        </p>
      </div>
      <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900">
        <AddressForm onOpen={open} />
        <div className="mt-6 flex flex-col items-start gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            No address at hand? Explore the demo trader <span className="font-mono">{shortenAddress(DEMO_TRADER)}</span>.
          </p>
          <Button onClick={() => open(DEMO_TRADER)}>Open the demo trader</Button>
        </div>
      </section>
    </div>
  );
}
