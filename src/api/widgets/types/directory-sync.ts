// Wire types of the widgets API's directory sync resource (anchor-widgets.md §2): camelCase,
// with the counts and last sync the card shows. Field names are exactly as on the wire.

/** Provider types a directory may have (the widgets' enum; pulled types included). */
export type DirectoryType =
  | 'azure scim v2.0'
  | 'bamboohr'
  | 'breathe hr'
  | 'cezanne hr'
  | 'cyberark scim v2.0'
  | 'fourth hr'
  | 'generic scim v2.0'
  | 'gsuite directory'
  | 'gusto'
  | 'hibob'
  | 'jump cloud scim v2.0'
  | 'okta scim v2.0'
  | 'onelogin scim v2.0'
  | 'people hr'
  | 'personio'
  | 'pingfederate scim v2.0'
  | 'rippling'
  | 'rippling scim v2.0'
  | 's3'
  | 'sailpoint scim v2.0'
  | 'sftp'
  | 'sftp workday'
  | 'workday';

/** A directory's state as REST and the widgets API send it. */
export type DirectoryState =
  'requires_type' | 'linked' | 'validating' | 'invalid_credentials' | 'unlinked' | 'deleting';

export interface WidgetDirectory {
  id: string;
  name: string;
  type: DirectoryType | (string & {});
  state: DirectoryState | (string & {});
  createdAt: string;
  updatedAt: string;
  /** When the directory last wrote to us; null before its first write. */
  lastSyncRunAt?: string | null;
  metadata: { users: { active: number; inactive: number }; groups: number };
}

/** `GET /_widgets/directory-sync/directories`: the directories and the admin portal link. */
export interface ListDirectoriesResponse {
  data: WidgetDirectory[];
  /** The admin portal (intent dsync); falsy when none could be made, which disables the button. */
  link: string;
}
