// Selecting an organization (SPEC.md §4): store it; when its identity organization differs from
// the session's, switch the session, force a refresh and reload. A rejected switch sends the
// user to sign in with that organization; other failures show a toast.
import { useCallback } from 'react';
import { isAuthenticationError } from '../../api/auth';
import { showErrorToast } from '../layout/error-toast';
import type { Organization } from '../../api/product';
import { paths } from '../paths';
import { useAuth } from '../auth/use-auth';
import { idpOrganizationIdOf, setSelectedOrganization } from './organization-store';

export interface SelectOrganizationOptions {
  /** Reload the page after a switch so every screen starts over in the new organization; default true. */
  reload?: boolean;
  /**
   * What a failed switch does: 'toast' shows SPEC §8's toast and resolves; 'throw' rejects (for
   * `<organization-switcher>`, which shows the failure itself) and stores nothing. Default 'toast'.
   */
  failure?: 'toast' | 'throw';
}

export function useSelectOrganization() {
  const { organizationId, switchToOrganization, signIn } = useAuth();
  return useCallback(
    async (
      organization: Organization,
      { reload = true, failure = 'toast' }: SelectOrganizationOptions = {},
    ) => {
      if (failure === 'toast') setSelectedOrganization(organization);
      const target = idpOrganizationIdOf(organization);
      if (!target || target === organizationId) {
        setSelectedOrganization(organization);
        return;
      }
      try {
        await switchToOrganization(target);
        setSelectedOrganization(organization);
        if (reload) window.location.reload();
      } catch (error) {
        if (isAuthenticationError(error) && !error.transient) {
          setSelectedOrganization(organization);
          await signIn({ organizationId: target, returnTo: paths.home });
          return;
        }
        if (failure === 'throw') throw error;
        showErrorToast(
          'Failed to switch organization',
          error instanceof Error && error.message
            ? error.message
            : 'An error occurred while switching organizations',
        );
      }
    },
    [organizationId, switchToOrganization, signIn],
  );
}
