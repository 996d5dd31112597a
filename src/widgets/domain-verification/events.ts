import { useCallback } from 'react';
import type { AdminPortalIntent } from '../../api/widgets';
import { useWidgetEvent } from '../shared';

/** Detail of `domain-removed` and `domain-reverify-requested`. */
export interface DomainEventDetail {
  id: string;
  domain: string;
}

/** Detail of `admin-portal-opened`. */
export interface DomainPortalOpenedDetail {
  intent: AdminPortalIntent;
}

/** Events of `<domain-verification>` and their details. */
export interface DomainVerificationEvents {
  'domain-removed': DomainEventDetail;
  'domain-reverify-requested': DomainEventDetail;
  'admin-portal-opened': DomainPortalOpenedDetail;
}

/** A typed `dispatch(name, detail)` for this widget's events. */
export function useDomainVerificationEvent() {
  const dispatch = useWidgetEvent();
  return useCallback(
    <Name extends keyof DomainVerificationEvents>(
      name: Name,
      detail: DomainVerificationEvents[Name],
    ) => dispatch(name, detail),
    [dispatch],
  );
}
