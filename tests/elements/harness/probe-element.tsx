// <kit-probe>: a minimal widget built with the kit's element helper, to test the machinery
// (token handling, shared query cache, state and events, error fallback, style isolation) on the
// built harness bundle before real widgets exist. It reads the profile and can save it unchanged.
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  widgetImplementation,
  type WidgetElement,
} from '../../../src/elements/define-widget-element';
import { defineKitElement, implementKitElement } from '../../../src/elements/kit-element';
import { updateMe, type Profile } from '../../../src/api/widgets';
import {
  clearSharedQueryClients,
  meQueryOptions,
  useWidgetApi,
  useWidgetEvent,
  useWidgetReady,
} from '../../../src/widgets/shared';

/** Detail of `probe-saved`. */
export interface ProbeSavedEventDetail {
  profile: Profile;
}

function KitProbe({ label }: { label?: string }) {
  const api = useWidgetApi();
  const dispatch = useWidgetEvent();
  const me = useQuery(meQueryOptions(api));
  useWidgetReady(me.isSuccess);
  const save = useMutation({
    mutationFn: (profile: Profile) =>
      updateMe(api, { firstName: profile.firstName, lastName: profile.lastName }),
    onSuccess: (profile) => dispatch<ProbeSavedEventDetail>('probe-saved', { profile }),
  });

  return (
    <div className="probe" part="probe">
      {label ? <p className="probe-label">{label}</p> : null}
      <p className="probe-name" data-testid="name">
        {me.data ? `${me.data.firstName} ${me.data.lastName}`.trim() : 'Loading…'}
      </p>
      <button
        type="button"
        className="probe-save"
        disabled={!me.data || save.isPending}
        onClick={() => me.data && save.mutate(me.data)}
      >
        Save
      </button>
      {save.isError ? <p role="alert">{save.error.message}</p> : null}
    </div>
  );
}

const probeStyles = `
.probe { display: flex; align-items: center; gap: 12px; padding: 12px; font-family: var(--font-family); }
.probe-save { padding: 6px 12px; border-radius: var(--radius-2, 4px); border: 1px solid var(--gray-7, #ccc); background: var(--accent-9, #3e63dd); color: var(--accent-contrast, #fff); }
`;

/** Defines a probe tag now, its code already in (as a tag is once its chunk has arrived). */
function defineProbe(tag: string): CustomElementConstructor {
  const defined = defineKitElement(tag, { properties: ['label'] })!;
  implementKitElement(
    tag,
    widgetImplementation({ widgetType: 'user-profile', component: KitProbe, styles: probeStyles }),
  );
  return defined;
}

export const KitProbeElement = defineProbe('kit-probe');

declare global {
  interface HTMLElementTagNameMap {
    'kit-probe': WidgetElement & { label: string | undefined };
  }
}

/** Test hooks for the element tests: isolate query caches and define tags late. */
export interface KitHarness {
  /** Empties the page-wide query caches (every identity) of one API base. */
  clearQueryCache(baseUrl: string): void;
  /** Defines another probe tag now (to test properties set before definition). */
  defineProbe(tag: string): CustomElementConstructor;
}

declare global {
  interface Window {
    __kitHarness?: KitHarness;
  }
}

window.__kitHarness = {
  clearQueryCache: (baseUrl) => clearSharedQueryClients(baseUrl),
  defineProbe,
};
