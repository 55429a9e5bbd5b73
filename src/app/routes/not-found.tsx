import { Link } from 'wouter';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';

export function Component() {
  return (
    <>
      <title>Not found · Vantage</title>
      <EmptyState
        title="Page not found"
        actions={
          <Link to="/" className={buttonClass('primary')}>
            Go home
          </Link>
        }
      >
        <p>There is nothing at this address in Vantage.</p>
      </EmptyState>
    </>
  );
}
