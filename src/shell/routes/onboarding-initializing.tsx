// /onboarding/initializing: a new user's product profile (externalId) is created a moment after
// the first sign-in; refresh the token every 2 s for up to 60 s until it shows up (SPEC.md §4).
import { Hourglass, UserRoundCog } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { Button, Callout } from '../../ui';
import { useAuth } from '../auth/use-auth';
import { OnboardingHeader } from '../onboarding/onboarding-header';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import { StepList } from '../onboarding/step-list';
import { POLL_INTERVAL_MS, POLL_TIMEOUT_MS } from '../onboarding/polling';
import { paths } from '../paths';

export function OnboardingInitializingRoute() {
  const { loading, user, organizationId, refreshSession } = useAuth();
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const waiting = !loading && user !== null && !user.externalId;

  useEffect(() => {
    if (!waiting || timedOut) return;
    const startedAt = Date.now();
    const interval = setInterval(() => {
      if (Date.now() - startedAt >= POLL_TIMEOUT_MS) {
        setTimedOut(true);
        return;
      }
      refreshSession({ force: true }).catch(() => undefined);
    }, POLL_INTERVAL_MS);
    const timeout = setTimeout(() => setTimedOut(true), POLL_TIMEOUT_MS);
    return () => {
      clearInterval(interval);
      clearTimeout(timeout);
    };
  }, [waiting, timedOut, round, refreshSession]);

  if (loading) return null;
  if (!user) return <Redirect to={paths.login} replace />;
  if (user.externalId)
    return <Redirect to={organizationId ? paths.home : paths.onboarding.organization} replace />;

  return (
    <OnboardingLayout>
      <OnboardingHeader
        icon={timedOut ? <Hourglass /> : <UserRoundCog />}
        tone={timedOut ? 'warning' : 'accent'}
        title="Initializing Your Account"
        subtitle="We are preparing your account. This usually takes a few seconds."
      />
      <StepList
        steps={[
          { label: 'Creating user profile', state: timedOut ? 'pending' : 'active' },
          { label: 'Configuring account settings', state: 'pending' },
        ]}
      />
      {timedOut && (
        <Callout
          color="warning"
          title="This is taking longer than expected"
          className="onboarding-callout"
          actions={
            <Button
              intent="secondary"
              onClick={() => {
                setTimedOut(false);
                setRound((value) => value + 1);
              }}
            >
              Keep waiting
            </Button>
          }
        >
          Your account is still being set up. You can keep waiting or come back in a few minutes.
        </Callout>
      )}
    </OnboardingLayout>
  );
}
