import { Component, type ReactNode } from 'react';

interface WidgetErrorBoundaryProps {
  /** Renders the fallback for a caught error; `retry` resets the boundary. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** Called once per caught error. */
  onError: (error: unknown) => void;
  /** Called before the children are rendered again. */
  onReset: () => void;
  /** When this value changes while failed, the boundary resets by itself (e.g. a new token source). */
  resetKey?: unknown;
  children: ReactNode;
}

interface WidgetErrorBoundaryState {
  failed: boolean;
  error: unknown;
}

/** One error boundary per widget root: a failing widget never takes the page down. */
export class WidgetErrorBoundary extends Component<
  WidgetErrorBoundaryProps,
  WidgetErrorBoundaryState
> {
  override state: WidgetErrorBoundaryState = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): WidgetErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override componentDidUpdate(previous: WidgetErrorBoundaryProps): void {
    if (this.state.failed && !Object.is(previous.resetKey, this.props.resetKey)) this.retry();
  }

  retry = (): void => {
    this.props.onReset();
    this.setState({ failed: false, error: undefined });
  };

  override render(): ReactNode {
    return this.state.failed
      ? this.props.fallback(this.state.error, this.retry)
      : this.props.children;
  }
}
