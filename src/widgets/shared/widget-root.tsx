import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryErrorResetBoundary, type QueryClient } from '@tanstack/react-query';
import { useWidgetContext } from './use-widget-context';
import { describeWidgetError } from './describe-widget-error';
import { WidgetErrorBoundary } from './widget-error-boundary';
import { WidgetErrorFallback } from './widget-error-fallback';
import { IdentityScope } from './identity-scope';
import { useI18n } from './use-i18n';
import { isTransientWidgetError, refetchFailedQueries } from './query-client-registry';

export interface WidgetRootProps {
  /** A change of this value resets a failed root (the element passes its token source). */
  resetKey?: unknown;
  children: ReactNode;
}

/**
 * The root of one widget: marks the host `loading`, catches what the widget throws (a failed
 * first load included), shows the SPEC §8 fallback with Retry, and reports `error`. A failure that
 * may pass by itself (no answer, 408, 429, 5xx) is fetched again in the background every few
 * seconds, and the widget comes back on its own once it loads. Inside, the widget gets the query
 * cache of its token's identity (IdentityScope).
 */
export function WidgetRoot({ resetKey, children }: WidgetRootProps) {
  const { reportState, widgetType } = useWidgetContext();
  const { reset } = useQueryErrorResetBoundary();
  const { shared } = useI18n();
  // A widget that mounts where a failed query of its identity is cached (another element on the
  // page, or an earlier mount) fetches it again instead of showing that old failure.
  useState(() => {
    reset();
    return true;
  });

  useLayoutEffect(() => {
    reportState('loading');
  }, [reportState]);

  const onError = useCallback(
    (error: unknown) => reportState('error', describeWidgetError(error, widgetType).message),
    [reportState, widgetType],
  );
  const scopeClient = useRef<QueryClient | undefined>(undefined);
  const recover = useCallback(
    async () => (scopeClient.current ? refetchFailedQueries(scopeClient.current) : false),
    [],
  );
  const onReset = useCallback(() => {
    reset();
    reportState('loading');
  }, [reset, reportState]);

  return (
    <WidgetErrorBoundary
      resetKey={resetKey}
      onError={onError}
      onReset={onReset}
      fallback={(error, retry) => (
        <WidgetErrorFallback
          description={describeWidgetError(error, widgetType, shared)}
          onRetry={retry}
          recover={isTransientWidgetError(error) ? recover : undefined}
        />
      )}
    >
      <IdentityScope clientRef={scopeClient}>{children}</IdentityScope>
    </WidgetErrorBoundary>
  );
}
