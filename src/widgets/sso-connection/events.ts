import type { AdminPortalIntent } from '../../api/widgets';

/** Detail of `admin-portal-opened`. */
export interface AdminPortalOpenedDetail {
  /** What the portal was opened for. */
  intent: AdminPortalIntent;
}

/** Events of `<sso-connection>` and their details. */
export interface SsoConnectionEvents {
  'admin-portal-opened': AdminPortalOpenedDetail;
}
