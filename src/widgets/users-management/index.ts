// Public surface of the users-management widget, for its element registration.
export { UsersManagement } from './users-management';
export { usersManagementStyles } from './users-management-styles';
export type {
  MemberEventDetail,
  MemberInvitedDetail,
  MemberRoleChangedDetail,
  UsersManagementEvents,
} from './events';
export { usersManagementCatalog } from './strings';
