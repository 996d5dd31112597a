// Public surface of the directory sync widget, for its element registration.
export { DirectorySync } from './directory-sync';
export { directorySyncStyles } from './directory-sync-styles';
export type { DirectoryPortalOpenedDetail, DirectorySyncEvents } from './events';
export { directorySyncCatalog } from './strings';
