import { useCallback } from 'react';
import { useWidgetEvent } from '../shared';

/** Detail of `member-removed`, `invite-resent` and `invite-revoked`. */
export interface MemberEventDetail {
  /** The member's (or invitation's) id. */
  id: string;
  email: string;
}

/** Detail of `member-invited`. */
export interface MemberInvitedDetail {
  /** The new invitation's id, or null when it could not be looked up after the invite. */
  id: string | null;
  email: string;
  /** Role slugs the user was invited with. */
  roles: string[];
}

/** Detail of `member-role-changed`. */
export interface MemberRoleChangedDetail extends MemberEventDetail {
  /** The member's role slugs after the change. */
  roles: string[];
}

/** Events of `<users-management>` and their details. */
export interface UsersManagementEvents {
  'member-invited': MemberInvitedDetail;
  'member-role-changed': MemberRoleChangedDetail;
  'member-removed': MemberEventDetail;
  'invite-resent': MemberEventDetail;
  'invite-revoked': MemberEventDetail;
}

/** A typed `dispatch(name, detail)` for this widget's events. */
export function useUsersManagementEvent() {
  const dispatch = useWidgetEvent();
  return useCallback(
    <Name extends keyof UsersManagementEvents>(name: Name, detail: UsersManagementEvents[Name]) =>
      dispatch(name, detail),
    [dispatch],
  );
}
