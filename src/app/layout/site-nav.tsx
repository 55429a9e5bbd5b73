import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { cx } from '../../ui/cx';
import { prefetchPath } from '../boot/lazy-route';
import { NAV_ITEMS, navHref } from './nav-items';

/** Like a nav link's usual rule: the exact page, or (unless `end`) any page beneath it. */
function isActive(href: string, end: boolean | undefined, pathname: string): boolean {
  return pathname === href || (!end && pathname.startsWith(`${href}/`));
}

/** The page's own tab scrolled into sight, so a phone shows where the reader is (and not a cut-off label). */
const intoView = (el: HTMLElement | null) => el?.scrollIntoView({ block: 'nearest', inline: 'nearest' });

/**
 * One row of tabs; on a phone it scrolls sideways rather than wrapping into a wall of links, with
 * faded edges where more tabs lie beyond (scroll-fade-x in index.css).
 * Portfolio views appear once an address is being viewed (they have nothing to show without one).
 */
export function SiteNav({ viewed, mine, pathname }: { viewed: string | undefined; mine: string | undefined; pathname: string }) {
  const queryClient = useQueryClient();
  const items = NAV_ITEMS.flatMap((item) => {
    const href = navHref(item, viewed, mine);
    return href ? [{ ...item, href }] : [];
  });
  return (
    <nav aria-label="Main" className="scroll-fade-x -mb-px">
      <ul className="flex min-w-max gap-1 px-1">
        {items.map((item, i) => {
          const active = isActive(item.href.split('?')[0]!, item.end, pathname);
          return (
            <li
              key={item.label}
              className={cx(
                i > 0 &&
                  item.scope === 'global' &&
                  items[i - 1]?.scope === 'portfolio' &&
                  'ml-2 border-l border-slate-200 pl-2 dark:border-slate-700',
              )}
            >
              <Link
                to={item.href}
                aria-current={active ? 'page' : undefined}
                ref={active ? intoView : undefined}
                // pointed at or focused: its code and first reads start before the click
                onPointerEnter={active ? undefined : () => void prefetchPath(queryClient, item.href)}
                onFocus={active ? undefined : () => void prefetchPath(queryClient, item.href)}
                className={cx(
                  'inline-flex h-10 items-center border-b-2 px-2 text-sm font-medium whitespace-nowrap',
                  active
                    ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-slate-100',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
