// /callback: the auth client has already exchanged the code by the time this renders (the
// provider stays loading until then); go to the path remembered in the sign-in state.
import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { Spinner } from '../../ui';
import { safeReturnTo } from '../auth/auth-provider';
import { useAuth } from '../auth/use-auth';
import { OnboardingHeader } from '../onboarding/onboarding-header';
import { useDocumentTitle } from '../layout/use-document-title';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import { paths } from '../paths';

export function CallbackRoute() {
  const { loading, user, redirectState } = useAuth();
  const [, navigate] = useLocation();
  useDocumentTitle(loading || user ? 'Signing in' : undefined);

  useEffect(() => {
    if (!loading && user) navigate(safeReturnTo(redirectState?.returnTo), { replace: true });
  }, [loading, user, redirectState, navigate]);

  if (loading || user) {
    return (
      <OnboardingLayout>
        <div className="onboarding-redirect" role="status">
          <Spinner size={3} />
          <p>Signing you in...</p>
        </div>
      </OnboardingLayout>
    );
  }
  return (
    <OnboardingLayout>
      <OnboardingHeader
        icon={<TriangleAlert />}
        tone="warning"
        title="Sign-in did not complete"
        subtitle="The sign-in link was used already or has expired. Please sign in again."
      />
      <div className="onboarding-actions">
        <Link
          href={paths.login}
          className="ui-button"
          data-variant="solid"
          data-color="accent"
          data-size="2"
        >
          Sign in again
        </Link>
      </div>
    </OnboardingLayout>
  );
}
