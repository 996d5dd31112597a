// /onboarding/processing: the new organization's identity organization and the user's admin
// membership appear asynchronously; poll the memberships every 2 s, then switch the session to
// it and go home. After 60 s offer 'Continue Anyway' and 'Wait Longer' (SPEC.md §4).
import { Clock, Building2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Button } from '../../ui';
import { useAuth } from '../auth/use-auth';
import { OnboardingHeader } from '../onboarding/onboarding-header';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import {
  clearContinuedOnboarding,
  markOnboardingContinued,
} from '../onboarding/continued-onboarding';
import { MAX_ATTEMPTS, POLL_INTERVAL_MS, POLL_TIMEOUT_MS } from '../onboarding/polling';
import { StepList } from '../onboarding/step-list';
import { organizationKeys, useProductClient } from '../organizations/organization-queries';
import { idpOrganizationIdOf } from '../organizations/organization-store';
import { useSelectOrganization } from '../organizations/use-select-organization';
import { paths } from '../paths';

type Phase = 'checking' | 'finalizing';

export function OnboardingProcessingRoute() {
  const { loading, user } = useAuth();
  const [, navigate] = useLocation();
  const targetId = new URLSearchParams(useSearch()).get('organizationId');
  const client = useProductClient();
  const select = useSelectOrganization();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>('checking');
  const [attempt, setAttempt] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const [round, setRound] = useState(0);
  const signedIn = !loading && user !== null;

  useEffect(() => {
    if (!signedIn || timedOut || phase !== 'checking') return;
    let cancelled = false;
    let next: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      setAttempt((value) => value + 1);
      try {
        const memberships = await client.listOrganizationMemberships();
        const ready = memberships.find(
          (item) =>
            (!targetId || item.organizationId === targetId) && idpOrganizationIdOf(item) !== null,
        );
        if (ready && !cancelled) {
          setPhase('finalizing');
          clearContinuedOnboarding();
          await select(ready, { reload: false });
          await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
          navigate(paths.home, { replace: true });
          return;
        }
      } catch {
        // A failed poll is just another attempt; the timeout screen covers a lasting failure.
      }
      if (!cancelled) next = setTimeout(poll, POLL_INTERVAL_MS);
    };
    void poll();
    const timeout = setTimeout(() => setTimedOut(true), POLL_TIMEOUT_MS);
    return () => {
      cancelled = true;
      clearTimeout(next);
      clearTimeout(timeout);
    };
  }, [signedIn, timedOut, phase, round, client, targetId, select, navigate, queryClient]);

  if (loading) return null;
  if (!user) return <Redirect to={paths.login} replace />;

  if (timedOut) {
    return (
      <OnboardingLayout>
        <OnboardingHeader
          icon={<Clock />}
          tone="warning"
          title="Taking Longer Than Expected"
          subtitle="Your organization is still being set up. You can continue to the dashboard now or wait a little longer."
        />
        <div className="onboarding-actions">
          <Button
            intent="secondary"
            onClick={() => {
              markOnboardingContinued(targetId);
              navigate(paths.home);
            }}
          >
            Continue Anyway
          </Button>
          <Button
            onClick={() => {
              setAttempt(0);
              setTimedOut(false);
              setRound((value) => value + 1);
            }}
          >
            Wait Longer
          </Button>
        </div>
      </OnboardingLayout>
    );
  }

  return (
    <OnboardingLayout>
      <OnboardingHeader
        icon={<Building2 />}
        title="Setting Up Your Organization"
        subtitle="We are preparing your organization and your access to it."
      />
      <StepList
        steps={[
          { label: 'Organization created', state: 'done' },
          { label: 'Checking your access', state: phase === 'checking' ? 'active' : 'done' },
          { label: 'Finalizing session', state: phase === 'finalizing' ? 'active' : 'pending' },
        ]}
      />
      <p className="onboarding-footnote" aria-live="polite">
        Attempt {Math.min(Math.max(attempt, 1), MAX_ATTEMPTS)} of {MAX_ATTEMPTS}
      </p>
    </OnboardingLayout>
  );
}
