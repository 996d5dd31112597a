// Route guard in the gate order of SPEC.md §4: unauthenticated → sign-in with the return path;
// no externalId → initializing; no organization → organization form (unless under /onboarding);
// otherwise the screen. Nothing renders while this is decided.
import { useEffect, useRef, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { hasContinuedOnboarding } from '../onboarding/continued-onboarding';
import { useMemberships } from '../organizations/organization-queries';
import {
  idpOrganizationIdOf,
  setSelectedOrganization,
  useSelectedOrganization,
} from '../organizations/organization-store';
import { useSelectOrganization } from '../organizations/use-select-organization';
import { paths } from '../paths';
import { isSigningOut } from './auth-provider';
import { useAuth } from './use-auth';

export interface RequireAuthProps {
  /** Whether the screen needs an organization in the session; default true. */
  requireOrganization?: boolean;
  children: ReactNode;
}

/** `/login?returnTo=<path>` for the given path and query. */
export function loginPathFor(location: string, search: string): string {
  const returnTo = `${location}${search ? `?${search}` : ''}`;
  return `${paths.login}?${new URLSearchParams({ returnTo }).toString()}`;
}

export function RequireAuth({ requireOrganization = true, children }: RequireAuthProps) {
  const auth = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  if (auth.loading || (auth.state === 'authenticating' && !auth.user)) return null;
  if (!auth.user) return <Redirect to={loginPathFor(location, search)} replace />;
  if (!auth.user.externalId) {
    return location === paths.onboarding.initializing ? (
      children
    ) : (
      <Redirect to={paths.onboarding.initializing} replace />
    );
  }
  if (!auth.organizationId) {
    if (!requireOrganization || location.startsWith('/onboarding')) return children;
    return <OrganizationGate>{children}</OrganizationGate>;
  }
  return (
    <>
      <StoredOrganizationSync />
      {children}
    </>
  );
}

/**
 * Signed in without an organization in the session: when the user already belongs to one (the
 * stored choice, else the first), switch the session to it; with none, go to the form. One that
 * is still being provisioned lets the screen through, as does 'Continue Anyway' on processing.
 */
function OrganizationGate({ children }: { children: ReactNode }) {
  const memberships = useMemberships();
  const stored = useSelectedOrganization();
  const select = useSelectOrganization();
  const started = useRef(false);
  const ready = (memberships.data ?? []).filter((item) => idpOrganizationIdOf(item));
  const target = ready.find((item) => item.organizationId === stored?.organizationId) ?? ready[0];

  useEffect(() => {
    if (!target || started.current) return;
    started.current = true;
    void select(target, { reload: false });
  }, [target, select]);

  if (memberships.isPending || target) return null;
  if (memberships.data?.length || hasContinuedOnboarding()) return children;
  return <Redirect to={paths.onboarding.organization} replace />;
}

/** Keeps the stored organization in step with the session's (auto-selects when none is stored). */
function StoredOrganizationSync() {
  const { organizationId } = useAuth();
  const memberships = useMemberships();
  const stored = useSelectedOrganization();
  useEffect(() => {
    if (isSigningOut()) return;
    const current = memberships.data?.find((item) => idpOrganizationIdOf(item) === organizationId);
    if (
      current &&
      (stored?.organizationId !== current.organizationId || stored.name !== current.name)
    ) {
      setSelectedOrganization(current);
    }
  }, [memberships.data, organizationId, stored]);
  return null;
}
