import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, buttonClass } from '../ui/button';
import { errorMessage } from '../ui/error-panel';

/** A lazy chunk that no longer exists (the app was rebuilt while this tab was open) needs a reload, not a retry. */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
}

function describe(error: unknown): { title: string; message: string } {
  if (isChunkLoadError(error)) return { title: 'Vantage was updated', message: 'Reload the page to get the new version.' };
  return { title: 'This page hit a problem', message: errorMessage(error) };
}

type CatchProps = { children: ReactNode; fallback: (error: unknown) => ReactNode; resetKey?: string };
type CatchState = { error: unknown; key: string | undefined };

/** Catches what its children throw while rendering; a new resetKey (the next page) clears it. */
class Catch extends Component<CatchProps, CatchState> {
  override state: CatchState = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<CatchState> {
    return { error };
  }

  static getDerivedStateFromProps(props: CatchProps, state: CatchState): Partial<CatchState> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error !== null ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function RouteError({ error }: { error: unknown }) {
  const { title, message } = describe(error);
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

/** Errors thrown while rendering or loading a view: the shell stays, the view says what happened. */
export function RouteErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <Catch resetKey={resetKey} fallback={(error) => <RouteError error={error} />}>
      {children}
    </Catch>
  );
}

/** The shell itself failed: plain markup only, nothing that could fail again. */
function RootError({ error }: { error: unknown }) {
  const { title, message } = describe(error);
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

export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return <Catch fallback={(error) => <RootError error={error} />}>{children}</Catch>;
}

/** Widgets isolate their own failures; the boundary lives in src/ui so features can use it too. */
export { WidgetBoundary } from '../ui/widget';
