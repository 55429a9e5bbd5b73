import { Link, useLocation } from 'wouter';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';

const TITLES: Record<string, string> = { '/trade': 'Trade' };

/** Placeholder for views whose issues are still open, so navigation never leads to a dead end. */
export function Component() {
  const [pathname] = useLocation();
  const title = TITLES[pathname] ?? 'This view';
  return (
    <>
      <title>{`${title} · Vantage`}</title>
      <h1 className="text-xl font-semibold">{title}</h1>
      <EmptyState
        title={`${title} is on its way`}
        actions={
          <Link to="/" className={buttonClass('secondary')}>
            Go home
          </Link>
        }
      >
        <p>This part of Vantage is not built yet.</p>
      </EmptyState>
    </>
  );
}
