import { Component, type ErrorInfo, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorPanel } from './error-panel';
import { cx } from './cx';

type BoundaryProps = { name: string; children: ReactNode; onReset?: () => void };
type BoundaryState = { error: unknown };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.name}]`, error, info.componentStack);
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error !== null) {
      return <ErrorPanel title={`${this.props.name} could not be shown`} error={this.state.error} onRetry={this.reset} />;
    }
    return this.props.children;
  }
}

/**
 * Wrap one widget so its crash (a chart that throws while drawing, a row shape it did not expect)
 * stays inside its box while the rest of the page keeps working. Retry also resets react-query's
 * error state, so a widget using throwOnError/suspense refetches.
 */
export function WidgetBoundary({ name, children }: { name: string; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary name={name} onReset={reset}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/** A titled card that isolates its content's failures. */
export function Widget({
  title,
  actions,
  children,
  className,
  testId,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className={cx('rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900', className)}
    >
      <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-700 dark:text-slate-200">{title}</h2>
        {actions}
      </header>
      <WidgetBoundary name={title}>{children}</WidgetBoundary>
    </section>
  );
}
