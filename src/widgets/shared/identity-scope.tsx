import { useI18n } from './use-i18n';
import { useEffect, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { decodeJwtClaims, type AccessTokenClaims } from '../../api/jwt';
import type { AuthTokenSource } from '../../api/widgets';
import { Skeleton } from '../../ui';
import { useWidgetContext } from './use-widget-context';

/** Who a token speaks for: its subject and organization (the cache is kept apart per pair). */
export function identityOfClaims(claims: AccessTokenClaims): string {
  return JSON.stringify([claims.sub ?? '', claims.org_id ?? '']);
}

/** A token's identity; a token that is not a JWT is its own identity. */
function identityOfToken(token: string): string {
  const claims = decodeJwtClaims(token);
  return claims ? identityOfClaims(claims) : JSON.stringify(['token', token]);
}

interface ScopeState {
  source: AuthTokenSource | undefined;
  identity: string | undefined;
  error: unknown;
}

/**
 * Gives the widget the query cache of the identity its token speaks for (API base + subject +
 * organization), so data cached for one user or organization is never shown to another; elements
 * of the same identity share one cache and one fetch. Shows a loading placeholder (and sends
 * nothing) until the first token is known, remounts the widget when the identity changes, and throws a token failure to the root.
 */
export function IdentityScope({
  clientRef,
  children,
}: {
  /** Receives the query client in use, so the root can refetch its failed queries. */
  clientRef?: RefObject<QueryClient | undefined>;
  children: ReactNode;
}) {
  const { tokens, queryClientFor } = useWidgetContext();
  const source = useSyncExternalStore(tokens.subscribe, tokens.source, tokens.source);
  const claims = useSyncExternalStore(tokens.subscribe, tokens.claims, tokens.claims);
  const claimed = claims ? identityOfClaims(claims) : undefined;
  const [state, setState] = useState<ScopeState>({ source, identity: claimed, error: undefined });

  // A new source starts over; a held token of another identity (same source) switches at once.
  // (A token being refreshed keeps the identity it had, so the widget is not remounted.)
  let current = state;
  if (state.source !== source) current = { source, identity: claimed, error: undefined };
  else if (claimed !== undefined && claimed !== state.identity)
    current = { ...state, identity: claimed, error: undefined };
  if (current !== state) setState(current);

  const pending = current.identity === undefined && current.error === undefined;
  useEffect(() => {
    if (!pending) return;
    let cancelled = false;
    tokens.getToken().then(
      (token) => {
        if (!cancelled)
          setState((previous) =>
            previous.source === source
              ? { ...previous, identity: identityOfToken(token), error: undefined }
              : previous,
          );
      },
      (error: unknown) => {
        if (!cancelled)
          setState((previous) => (previous.source === source ? { ...previous, error } : previous));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [pending, source, tokens]);

  if (current.error !== undefined) throw current.error;
  if (current.identity === undefined) return <AwaitingToken />;
  const client = queryClientFor(current.identity);
  return (
    <QueryClientProvider client={client}>
      <ReportClient client={client} clientRef={clientRef} />
      <IdentityKeyed key={current.identity}>{children}</IdentityKeyed>
    </QueryClientProvider>
  );
}

function IdentityKeyed({ children }: { children: ReactNode }) {
  return children;
}

function ReportClient({
  client,
  clientRef,
}: {
  client: QueryClient;
  clientRef: RefObject<QueryClient | undefined> | undefined;
}) {
  useEffect(() => {
    if (clientRef) clientRef.current = client;
  }, [client, clientRef]);
  return null;
}

/** What a widget shows while its host has not handed it a token yet: a loading placeholder. */
function AwaitingToken() {
  const { shared } = useI18n();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={shared.loading}
      style={{ display: 'grid', gap: 8 }}
    >
      <Skeleton width="40%" />
      <Skeleton width="70%" />
    </div>
  );
}
