import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryErrorResetBoundary, type QueryClient } from '@tanstack/react-query';
import { useWidgetContext } from './use-widget-context';
import { describeWidgetError } from './describe-widget-error';
import { WidgetErrorBoundary } from './widget-error-boundary';
import { WidgetErrorFallback } from './widget-error-fallback';
import { IdentityScope } from './identity-scope';
import { useI18n } from './use-i18n';
import { isWidgetAuthTokenError } from '../../api/widgets';
import {
  hasFailedQueries,
  isTransientWidgetError,
  refetchFailedQueries,
} from './query-client-registry';

export interface WidgetRootProps {
  /** A change of this value resets a failed root (the element passes its token source). */
  resetKey?: unknown;
  /** An invalid element setting: shown in the fallback instead of the widget, nothing is sent. */
  configurationError?: unknown;
  children: ReactNode;
}

function Throw({ error }: { error: unknown }): never {
  throw error;
}

/**
 * The root of one widget: marks the host `loading`, catches what the widget throws (a failed
 * first load included), shows the SPEC §8 fallback with Retry, and reports `error`. A failure that
 * may pass by itself (no answer, 408, 429, 5xx) is fetched again in the background every few
 * seconds, and the widget comes back on its own once it loads. Inside, the widget gets the query
 * cache of its token's identity (IdentityScope).
 */
export function WidgetRoot({ resetKey, configurationError, children }: WidgetRootProps) {
  const { reportState, widgetType, tokens } = useWidgetContext();
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

  // A corrected attribute, like a new token source, lets a failed widget try again.
  const boundaryKey = useMemo(() => [resetKey, configurationError], [resetKey, configurationError]);
  const onError = useCallback(
    (error: unknown) => {
      const { message, kind, cause } = describeWidgetError(error, widgetType);
      reportState('error', { message, kind, ...(cause ? { cause } : {}) });
    },
    [reportState, widgetType],
  );
  const scopeClient = useRef<QueryClient | undefined>(undefined);
  const recover = useCallback(
    async (error: unknown) => {
      const client = scopeClient.current;
      if (isWidgetAuthTokenError(error)) {
        // The host's token function failed: ask it again (this throws while it still fails),
        // then fetch what failed for want of a token, if anything did.
        await tokens.getToken();
        if (!client || !hasFailedQueries(client)) return true;
      }
      return client ? refetchFailedQueries(client) : false;
    },
    [tokens],
  );
  const onReset = useCallback(() => {
    reset();
    reportState('loading');
  }, [reset, reportState]);

  return (
    <WidgetErrorBoundary
      resetKey={boundaryKey}
      onError={onError}
      onReset={onReset}
      fallback={(error, retry) => (
        <WidgetErrorFallback
          description={describeWidgetError(error, widgetType, shared)}
          onRetry={retry}
          recover={isTransientWidgetError(error) ? () => recover(error) : undefined}
        />
      )}
    >
      {configurationError === undefined ? (
        <IdentityScope clientRef={scopeClient}>{children}</IdentityScope>
      ) : (
        <Throw error={configurationError} />
      )}
    </WidgetErrorBoundary>
  );
}
