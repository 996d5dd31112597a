import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { OrganizationSummary } from '../../api/widgets';
import { Button, Skeleton } from '../../ui';
import {
  useStrings,
  useWidgetApi,
  useWidgetContext,
  useWidgetEvent,
  useWidgetReady,
} from '../shared';
import type { OrganizationSwitcherEvents } from './events';
import { currentOf, switchFailureText, type SwitchToOrganization } from './model';
import { OrganizationCombobox } from './organization-combobox';
import { OrganizationLabel } from './organization-label';
import { organizationsQueryOptions } from './queries';
import { createOrganizationSwitcherStrings } from './strings';
import { SwitchFailure } from './switch-failure';

export interface OrganizationSwitcherProps {
  /** Switches the host's session to an organization; resolve when done, reject on failure. Default none (a switch fails). */
  switchToOrganization?: SwitchToOrganization;
  /** `variant`: ghost (no border until hovered) or outline; default outline. */
  variant?: string;
}

let warnedMissingSwitch = false;

/**
 * SPEC.md §2's organization switcher as a widget: a plain label for one organization, otherwise a
 * searchable list. Choosing one calls the host's `switchToOrganization`; while it runs the trigger
 * shows a pending state, a rejection shows SPEC.md §8's switch failure and keeps the current
 * organization, success dispatches `organization-switched`. It never navigates the page.
 */
export function OrganizationSwitcher({ switchToOrganization, variant }: OrganizationSwitcherProps) {
  const strings = useStrings(createOrganizationSwitcherStrings);
  const client = useWidgetApi();
  const { reportState, tokens } = useWidgetContext();
  const dispatch = useWidgetEvent();
  const organizations = useQuery(organizationsQueryOptions(client));
  const [switchedTo, setSwitchedTo] = useState<string | null>(null);
  const [pending, setPending] = useState<OrganizationSummary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  useWidgetReady(organizations.data !== undefined);
  const failedToLoad = organizations.isError && organizations.data === undefined;
  useEffect(() => {
    if (failedToLoad) reportState('error', { message: strings.loadFailed, kind: 'unknown' });
  }, [failedToLoad, reportState, strings.loadFailed]);

  const look = variant === 'ghost' ? 'ghost' : 'outline';
  if (organizations.isPending) {
    return (
      <span
        className="os-root"
        part="base"
        role="status"
        aria-busy="true"
        aria-label={strings.loading}
      >
        <Skeleton width={140} height={20} />
      </span>
    );
  }
  if (failedToLoad) {
    return (
      <span className="os-root" part="base">
        <span className="os-load-error" role="alert">
          {strings.loadFailed}
        </span>
        <Button intent="secondary" size={1} onClick={() => void organizations.refetch()}>
          {strings.retry}
        </Button>
      </span>
    );
  }

  const list = organizations.data ?? [];
  const current = currentOf(list, switchedTo);
  const choose = async (organization: OrganizationSummary) => {
    if (pending || organization.id === current?.id) return;
    setFailure(null);
    if (typeof switchToOrganization !== 'function') {
      if (!warnedMissingSwitch) {
        warnedMissingSwitch = true;
        console.warn(
          '[widgets] <organization-switcher> has no switchToOrganization: set it as a property, e.g. el.switchToOrganization = ({ organizationId }) => auth.switchToOrganization(organizationId).',
        );
      }
      setFailure(strings.switchFailedFallback);
      return;
    }
    setPending(organization);
    try {
      await switchToOrganization({ organizationId: organization.id });
      if (!mounted.current) return;
      setSwitchedTo(organization.id);
      dispatch<OrganizationSwitcherEvents['organization-switched']>('organization-switched', {
        organizationId: organization.id,
      });
      // The host's next token carries the new organization; fetch it so reads follow.
      void tokens.refresh().catch(() => undefined);
    } catch (error) {
      if (mounted.current) setFailure(switchFailureText(error, strings));
    } finally {
      if (mounted.current) setPending(null);
    }
  };

  return (
    <span className="os-root" part="base">
      {list.length <= 1 ? (
        <OrganizationLabel organization={current ?? list[0]} variant={look} />
      ) : (
        <OrganizationCombobox
          organizations={list}
          current={current}
          pending={pending}
          variant={look}
          onChoose={(organization) => void choose(organization)}
        />
      )}
      {failure !== null && <SwitchFailure text={failure} onDismiss={() => setFailure(null)} />}
    </span>
  );
}
