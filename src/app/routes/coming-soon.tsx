import { Link, useMatches, useParams } from 'react-router';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';

/** Placeholder for views whose issues are still open, so navigation never leads to a dead end. */
export function Component() {
  const matches = useMatches();
  const { address } = useParams();
  const handle = matches.at(-1)?.handle as { title?: string } | undefined;
  const title = handle?.title ?? 'This view';
  return (
    <>
      <title>{`${title} · Vantage`}</title>
      <h1 className="text-xl font-semibold">{title}</h1>
      <EmptyState
        title={`${title} is on its way`}
        actions={
          address ? (
            <Link to={`/portfolio/${address}/positions`} className={buttonClass('secondary')}>
              See positions
            </Link>
          ) : (
            <Link to="/" className={buttonClass('secondary')}>
              Go home
            </Link>
          )
        }
      >
        <p>This part of Vantage is not built yet.</p>
      </EmptyState>
    </>
  );
}
