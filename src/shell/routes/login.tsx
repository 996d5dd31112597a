// /login: starts the hosted sign-in at once, passing the return path and the optional
// `context` search parameter through the sign-in state. Signed-in users go home.
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Spinner } from '../../ui';
import { useAuth } from '../auth/use-auth';
import { useDocumentTitle } from '../layout/use-document-title';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import { paths } from '../paths';

export function LoginRoute() {
  const { loading, user, signIn } = useAuth();
  const [, navigate] = useLocation();
  const search = useSearch();
  const started = useRef(false);
  useDocumentTitle('Sign in');

  useEffect(() => {
    if (loading || started.current) return;
    started.current = true;
    if (user) {
      navigate(paths.home, { replace: true });
      return;
    }
    const params = new URLSearchParams(search);
    void signIn({
      returnTo: params.get('returnTo') ?? paths.home,
      context: params.get('context') ?? undefined,
    });
  }, [loading, user, search, signIn, navigate]);

  return (
    <OnboardingLayout>
      <div className="onboarding-redirect" role="status">
        <Spinner size={3} />
        <p>Redirecting to secure sign-in...</p>
      </div>
    </OnboardingLayout>
  );
}
