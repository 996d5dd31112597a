import type { WidgetErrorDescription } from './describe-widget-error';

export interface WidgetErrorFallbackProps {
  description: WidgetErrorDescription;
  /** Resets the widget root and fetches again. */
  onRetry: () => void;
}

/** The catalogue message (SPEC §8) shown in place of a widget whose data could not load. */
export function WidgetErrorFallback({ description, onRetry }: WidgetErrorFallbackProps) {
  return (
    <div className="kit-error" part="error" role="alert" data-error-kind={description.kind}>
      {description.title ? <p className="kit-error-title">{description.title}</p> : null}
      <p className="kit-error-message">
        {description.message}
        {description.link ? (
          <>
            {' '}
            <a href={description.link.href} target="_blank" rel="noreferrer">
              {description.link.label}
            </a>
          </>
        ) : null}
      </p>
      <button type="button" className="kit-error-retry" part="error-retry" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
