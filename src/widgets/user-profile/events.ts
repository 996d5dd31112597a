import { useCallback } from 'react';
import { useWidgetEvent } from '../shared';

/** Detail of `profile-updated`: the names as the server saved them. */
export interface ProfileUpdatedDetail {
  firstName: string;
  lastName: string;
}

/** Detail of `email-changed`: the account's new e-mail address. */
export interface EmailChangedDetail {
  email: string;
}

/** Events of `<user-profile>` and their details. */
export interface UserProfileEvents {
  'profile-updated': ProfileUpdatedDetail;
  'email-changed': EmailChangedDetail;
}

/** A typed `dispatch(name, detail)` for this widget's events. */
export function useUserProfileEvent() {
  const dispatch = useWidgetEvent();
  return useCallback(
    <Name extends keyof UserProfileEvents>(name: Name, detail: UserProfileEvents[Name]) =>
      dispatch(name, detail),
    [dispatch],
  );
}
