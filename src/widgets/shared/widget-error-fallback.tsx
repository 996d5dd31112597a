import { Button, Callout } from '../../ui';
import type { WidgetErrorDescription } from './describe-widget-error';

export interface WidgetErrorFallbackProps {
  description: WidgetErrorDescription;
  /** Resets the widget root and fetches again. */
  onRetry: () => void;
}

/** The catalogue message (SPEC §8) shown in place of a widget whose data could not load. */
export function WidgetErrorFallback({ description, onRetry }: WidgetErrorFallbackProps) {
  return (
    <Callout
      color="danger"
      role="alert"
      className="kit-error"
      part="error"
      data-error-kind={description.kind}
      title={description.title}
      actions={
        <Button
          intent="secondary"
          size={1}
          className="kit-error-retry"
          part="error-retry"
          onClick={onRetry}
        >
          Retry
        </Button>
      }
    >
      {description.message}
      {description.link ? (
        <>
          {' '}
          <a href={description.link.href} target="_blank" rel="noreferrer">
            {description.link.label}
          </a>
        </>
      ) : null}
    </Callout>
  );
}
