import { NavLink } from 'react-router';
import { cx } from '../../ui/cx';
import { NAV_ITEMS, navHref } from './nav-items';

/**
 * One row of tabs; on a phone it scrolls sideways rather than wrapping into a wall of links.
 * Portfolio views appear once an address is being viewed (they have nothing to show without one).
 */
export function SiteNav({ address }: { address: string | undefined }) {
  const items = NAV_ITEMS.flatMap((item) => {
    const href = navHref(item, address);
    return href ? [{ ...item, href }] : [];
  });
  return (
    <nav aria-label="Main" className="-mb-px overflow-x-auto [scrollbar-width:none]">
      <ul className="flex min-w-max gap-1 px-1">
        {items.map((item, i) => (
          <li key={item.label} className={cx(i > 0 && item.scope === 'global' && items[i - 1]?.scope === 'portfolio' && 'ml-2 border-l border-slate-200 pl-2 dark:border-slate-700')}>
            <NavLink
              to={item.href}
              end={item.end}
              className={({ isActive }) =>
                cx(
                  'inline-flex h-10 items-center border-b-2 px-2 text-sm font-medium whitespace-nowrap',
                  isActive
                    ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-slate-100',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
