// An invitation link (`/?invitation_token=…`, from the invitation mail or a partner's
// accept_invitation_url): starts the hosted sign-in with the invitation, which joins the invited
// organization and starts the session in it. A signed-in visitor goes through it too: the
// invitation may be for another account, and only the hosted page can accept it.
import { useEffect, useRef } from 'react';
import { Spinner } from '../../ui';
import { useAuth } from '../auth/use-auth';
import { useDocumentTitle } from '../layout/use-document-title';
import { OnboardingLayout } from '../onboarding/onboarding-layout';

/** The search parameter an invitation link carries. */
export const INVITATION_PARAM = 'invitation_token';

/** The current path and query without the invitation token: where to land after accepting. */
export function pathWithoutInvitation(location: Pick<Location, 'pathname' | 'search'>): string {
  const params = new URLSearchParams(location.search);
  params.delete(INVITATION_PARAM);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

export function AcceptInvitationRoute({ token }: { token: string }) {
  const { signIn } = useAuth();
  const started = useRef(false);
  useDocumentTitle('Accept invitation');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signIn({ invitationToken: token, returnTo: pathWithoutInvitation(window.location) });
  }, [token, signIn]);

  return (
    <OnboardingLayout>
      <div className="onboarding-redirect" role="status">
        <Spinner size={3} />
        <p>Opening your invitation...</p>
      </div>
    </OnboardingLayout>
  );
}
