// Wire types of the widgets API (API-CONTRACT.md §2): members, roles, invitations, organizations.
// Field names are exactly as on the wire.
import type { ListMetadata } from './common';

export interface Role {
  slug: string;
  name: string;
  description?: string | null;
  default: boolean;
}

/** `Inactive`: a directory-managed member the directory deactivated (suspended, not removed). */
export type MemberStatus = 'Active' | 'Invited' | 'InviteExpired' | 'InviteRevoked' | 'Inactive';

export type MemberAction = 'edit-role' | 'resend-invite' | 'revoke-invite' | 'revoke-membership';

export interface Member {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName?: string | null;
  lastName?: string | null;
  profilePictureUrl?: string | null;
  createdAt: string;
  lastActivityAt?: string | null;
  status: MemberStatus;
  roles: Role[];
  isLoggedInUser?: boolean;
  actions: MemberAction[];
}

export interface ListMembersParams {
  after?: string;
  before?: string;
  /** Page size; the widget uses 10. */
  limit?: number;
  /** Role slug filter. */
  role?: string;
  search?: string;
}

export interface ListMembersResponse {
  data: Member[];
  list_metadata: ListMetadata;
}

export interface RolesAndConfig {
  roles: Role[];
  multipleRolesEnabled: boolean;
}

export interface InviteUserRequest {
  email: string;
  roles: string[];
}

export interface UpdateMemberRolesRequest {
  roles: string[];
}

/** One of the caller's organizations, for the organization switcher. */
export interface OrganizationSummary {
  id: string;
  name: string;
  /** True for the access token's `org_id`. */
  current: boolean;
  /** An icon URL; default none (initials are shown). */
  favicon?: string | null;
}

export interface ListOrganizationsResponse {
  data: OrganizationSummary[];
}
