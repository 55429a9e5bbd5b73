import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel';
import { cx } from './cx';

type BoundaryProps = { title: string; children: ReactNode };
type BoundaryState = { error: unknown; failed: boolean };

/**
 * A failing widget (a chart that throws while drawing, a row shape it did not expect) shows its own
 * error in place; the rest of the page keeps working. "Try again" re-mounts just this widget.
 */
export class WidgetBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`widget "${this.props.title}" failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return <ErrorPanel title={`${this.props.title} could not be shown`} error={this.state.error} onRetry={() => this.setState({ error: null, failed: false })} />;
    }
    return this.props.children;
  }
}

/** A titled card that isolates its content's failures. */
export function Widget({ title, actions, children, className, testId }: { title: string; actions?: ReactNode; children: ReactNode; className?: string; testId?: string }) {
  return (
    <section aria-label={title} data-testid={testId} className={cx('rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900', className)}>
      <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-700 dark:text-slate-200">{title}</h2>
        {actions}
      </header>
      <WidgetBoundary title={title}>{children}</WidgetBoundary>
    </section>
  );
}
