import { Spinner } from '../../ui/spinner';

/** Shown while the first view's chunk loads: the header's footprint, so the real shell does not jump. */
export function ShellFallback() {
  return (
    <>
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex h-[5.5rem] max-w-[88rem] items-start px-3 pt-3 sm:px-6">
          <span className="flex items-center gap-2 text-base font-semibold tracking-tight">
            <img src="/favicon.svg" alt="" width={20} height={20} className="size-5" />
            Vantage
          </span>
        </div>
      </header>
      <main className="mx-auto flex max-w-[88rem] justify-center px-3 py-16">
        <Spinner label="Loading Vantage" />
      </main>
    </>
  );
}
