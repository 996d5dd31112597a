/** Detail of `admin-portal-opened`. */
export interface DirectoryPortalOpenedDetail {
  /** Always 'dsync': the portal was opened to set up or manage a directory. */
  intent: 'dsync';
  /** The directory whose button was used; null for 'Set up directory'. */
  directoryId: string | null;
}

/** Events of `<directory-sync>` and their details. */
export interface DirectorySyncEvents {
  'admin-portal-opened': DirectoryPortalOpenedDetail;
}
