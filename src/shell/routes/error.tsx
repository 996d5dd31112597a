// The error screen (SPEC.md §2): 'Something went wrong!' with a Show Error / Hide Error toggle,
// and the boundary that shows it when a screen throws while rendering.
import { Component, useId, useState, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../../ui';
import { useDocumentTitle } from '../layout/use-document-title';
import './fallback-screens.css';

export function ErrorScreen({ error }: { error: unknown }) {
  const [shown, setShown] = useState(false);
  const detailsId = useId();
  useDocumentTitle('Something went wrong');
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <section className="fallback-screen" role="alert" aria-labelledby={`${detailsId}-title`}>
      <h1 id={`${detailsId}-title`} className="fallback-title">
        Something went wrong!
      </h1>
      <Button
        intent="secondary"
        aria-expanded={shown}
        aria-controls={detailsId}
        onClick={() => setShown(!shown)}
      >
        {shown ? 'Hide Error' : 'Show Error'}
      </Button>
      {shown && (
        <pre id={detailsId} className="fallback-error">
          {text}
        </pre>
      )}
    </section>
  );
}

interface ErrorBoundaryState {
  error: unknown;
}

/** Catches render errors of the screens inside and shows ErrorScreen (key it by path to reset). */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error ?? new Error('Unknown error occurred') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[dashboard] A screen failed to render:', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
