// Public surface of the user-profile widget, for its element registration.
export { UserProfile } from './user-profile';
export { userProfileStyles } from './user-profile-styles';
export type { EmailChangedDetail, ProfileUpdatedDetail, UserProfileEvents } from './events';
export { userProfileCatalog } from './strings';
