import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button, Callout } from '../../ui';
import type { WidgetErrorDescription } from './describe-widget-error';
import { useI18n } from './use-i18n';
import { TRANSIENT_RETRY_INTERVAL_MS } from './query-client-registry';

export interface WidgetErrorFallbackProps {
  description: WidgetErrorDescription;
  /** Resets the widget root and fetches again. */
  onRetry: () => void;
  /**
   * For a failure that may pass: fetches what failed again in the background and resolves true
   * when it loaded. Tried every few seconds; on success the widget is shown again (onRetry).
   */
  recover?: () => Promise<boolean>;
}

/** The catalogue message (SPEC §8) shown in place of a widget whose data could not load. */
export function WidgetErrorFallback({ description, onRetry, recover }: WidgetErrorFallbackProps) {
  const { shared } = useI18n();
  // The latest recover function, so a re-render does not restart the schedule.
  const recoverRef = useRef(recover);
  useLayoutEffect(() => {
    recoverRef.current = recover;
  });
  const recovers = recover !== undefined;
  useEffect(() => {
    if (!recovers) return;
    let active = true;
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      void (recoverRef.current?.() ?? Promise.resolve(false)).then(
        (loaded) => {
          running = false;
          if (loaded && active) onRetry();
        },
        () => {
          running = false;
        },
      );
    }, TRANSIENT_RETRY_INTERVAL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [recovers, onRetry]);

  return (
    <Callout
      color="danger"
      role="alert"
      className="kit-error"
      part="error"
      data-error-kind={description.kind}
      title={description.title}
      actions={
        // Retrying cannot fix an invalid attribute; changing it brings the widget back.
        description.kind === 'configuration' ? undefined : (
          <Button
            intent="secondary"
            size={1}
            className="kit-error-retry"
            part="error-retry"
            onClick={onRetry}
          >
            {shared.retry}
          </Button>
        )
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
