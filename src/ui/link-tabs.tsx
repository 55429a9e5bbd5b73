import { Link } from 'wouter';
import { cx } from './cx';

export type LinkTab = { id: string; label: string; to: string };

/**
 * Tabs that are links: the chosen tab lives in the URL, so a tab can be bookmarked, opened in a new
 * window and reached with Back. aria-current marks the one on screen.
 */
export function LinkTabs({
  label,
  tabs,
  current,
  className,
}: {
  label: string;
  tabs: readonly LinkTab[];
  current: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cx('-mx-1 overflow-x-auto px-1', className)}>
      <ul className="flex min-w-max gap-1 border-b border-slate-200 dark:border-slate-700">
        {tabs.map((t) => (
          <li key={t.id}>
            <Link
              to={t.to}
              aria-current={t.id === current ? 'page' : undefined}
              className={cx(
                '-mb-px inline-flex min-h-10 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                t.id === current
                  ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
              )}
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
