import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClass } from '../ui/button';
import { errorMessage } from '../ui/error-panel';

/** A lazy chunk that no longer exists (the app was rebuilt while this tab was open) needs a reload, not a retry. */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
}

function describe(error: unknown): { title: string; message: string } {
  if (isRouteErrorResponse(error)) {
    return error.status === 404
      ? { title: 'Page not found', message: 'There is nothing at this address.' }
      : { title: `Error ${error.status}`, message: error.statusText || 'The page could not be shown.' };
  }
  if (isChunkLoadError(error)) return { title: 'Vantage was updated', message: 'Reload the page to get the new version.' };
  return { title: 'This page hit a problem', message: errorMessage(error) };
}

/** Errors thrown while rendering or loading a view: the shell stays, the view says what happened. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { title, message } = describe(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 py-12" role="alert">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-slate-600 dark:text-slate-400">{message}</p>
      <div className="flex gap-2">
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <Link to="/" className={buttonClass('secondary')}>
          Go home
        </Link>
      </div>
    </div>
  );
}

/** The shell itself failed: plain markup only, nothing that could fail again. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { title, message } = describe(error);
  console.error(error);
  return (
    <main className="mx-auto max-w-xl p-6" role="alert">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{message}</p>
      <p className="mt-4">
        <a href="/" className="text-indigo-700 underline dark:text-indigo-300">
          Back to Vantage
        </a>
      </p>
    </main>
  );
}

/** Widgets isolate their own failures; the boundary lives in src/ui so features can use it too. */
export { WidgetBoundary } from '../ui/widget';
