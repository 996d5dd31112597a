// The objects of the management API as the provider's Node SDK reads them (API-CONTRACT.md §4):
// snake_case names, lower-case enums, every field the SDK's deserializers touch.
import { fullName } from './users';

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

export interface DomainRow {
  id: string;
  organization_id: string;
  domain: string;
  state: string;
  verification_token: string | null;
  verification_prefix: string | null;
  created_at: Date;
  updated_at: Date;
}

export function domainObject(row: DomainRow) {
  return {
    object: 'organization_domain' as const,
    id: row.id,
    organization_id: row.organization_id,
    domain: row.domain,
    state: row.state === 'Pending' ? 'pending' : row.state === 'Failed' ? 'failed' : 'verified',
    verification_strategy: 'dns' as const,
    verification_token: row.verification_token,
    ...(row.verification_prefix ? { verification_prefix: row.verification_prefix } : {}),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export interface OrganizationRow {
  id: string;
  name: string;
  external_id: string | null;
  metadata: Record<string, string> | null;
  created_at: Date;
  updated_at: Date;
  domains: DomainRow[] | null;
}

/** SELECT list for OrganizationRow from `organizations o`. */
export const organizationColumns = `o.id, o.name, o.external_id, o.metadata, o.created_at, o.updated_at,
  (SELECT coalesce(json_agg(d ORDER BY d.created_at, d.id), '[]') FROM domains d WHERE d.organization_id = o.id) AS domains`;

export function organizationObject(row: OrganizationRow) {
  return {
    object: 'organization' as const,
    id: row.id,
    name: row.name,
    allow_profiles_outside_organization: false,
    domains: (row.domains ?? []).map(domainObject),
    external_id: row.external_id,
    metadata: row.metadata ?? {},
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export interface ManagedUserRow {
  id: string;
  email: string;
  email_verified: boolean;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
  last_sign_in_at: Date | null;
  external_id: string | null;
  metadata: Record<string, string> | null;
  created_at: Date;
  updated_at: Date;
}

export const userColumns = `u.id, u.email, u.email_verified, u.first_name, u.last_name, u.profile_picture_url,
  u.last_sign_in_at, u.external_id, u.metadata, u.created_at, u.updated_at`;

export function userObject(row: ManagedUserRow) {
  return {
    object: 'user' as const,
    id: row.id,
    email: row.email,
    email_verified: row.email_verified,
    first_name: row.first_name,
    last_name: row.last_name,
    name: fullName(row.first_name, row.last_name),
    profile_picture_url: row.profile_picture_url,
    last_sign_in_at: iso(row.last_sign_in_at),
    locale: null,
    external_id: row.external_id,
    metadata: row.metadata ?? {},
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export interface MembershipRow {
  id: string;
  user_id: string;
  organization_id: string;
  organization_name: string;
  status: string;
  role_slugs: string[];
  directory_managed: boolean;
  custom_attributes: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

/** The columns of MembershipRow from the memberships row alone (`memberships m`). */
export const membershipOwnColumns = `m.id, m.user_id, m.organization_id, m.status, m.role_slugs,
  m.directory_managed, m.custom_attributes, m.created_at, m.updated_at`;

/** SELECT list for MembershipRow from `memberships m JOIN organizations o`. */
export const membershipColumns = `${membershipOwnColumns}, o.name AS organization_name`;

export function membershipObject(row: MembershipRow) {
  const roles = row.role_slugs.map((slug) => ({ slug }));
  return {
    object: 'organization_membership' as const,
    id: row.id,
    user_id: row.user_id,
    organization_id: row.organization_id,
    organization_name: row.organization_name,
    status: row.status === 'Active' ? 'active' : row.status === 'Invited' ? 'pending' : 'inactive',
    role: roles[0] ?? { slug: 'member' },
    roles,
    directory_managed: row.directory_managed,
    custom_attributes: row.custom_attributes,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export interface InvitationRow {
  id: string;
  email: string;
  organization_id: string;
  user_id: string | null;
  status: string;
  role_slugs: string[];
  invited_by: string | null;
  invite_expires_at: Date | null;
  invite_revoked_at: Date | null;
  last_activity_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const invitationColumns = `m.id, m.email, m.organization_id, m.user_id, m.status, m.role_slugs,
  m.invited_by, m.invite_expires_at, m.invite_revoked_at, m.last_activity_at, m.created_at, m.updated_at`;

/**
 * The management API names invitations `invitation_…` (API-CONTRACT.md §4); the row behind one
 * is a membership (`om_…`, which the widgets API and memberships keep using).
 */
export const invitationIdOf = (rowId: string): string => rowId.replace(/^om_/, 'invitation_');

/** The membership row of an invitation id; undefined for anything not `invitation_…`. */
export const invitationRowIdOf = (id: string): string | undefined =>
  id.startsWith('invitation_') ? `om_${id.slice('invitation_'.length)}` : undefined;

export function invitationState(
  row: InvitationRow,
): 'pending' | 'accepted' | 'expired' | 'revoked' {
  if (row.status === 'Active') return 'accepted';
  if (row.status === 'InviteRevoked') return 'revoked';
  if (row.invite_expires_at && new Date(row.invite_expires_at).getTime() <= Date.now())
    return 'expired';
  return 'pending';
}

/**
 * The invitation object. Its token (and so the accept link) exists only in the answer to the
 * request that created it: the server keeps a hash of it, never the token itself.
 */
export function invitationObject(row: InvitationRow, secret?: { token: string; url: string }) {
  const state = invitationState(row);
  return {
    object: 'invitation' as const,
    id: invitationIdOf(row.id),
    email: row.email,
    state,
    accepted_at: state === 'accepted' ? iso(row.updated_at) : null,
    revoked_at: state === 'revoked' ? iso(row.invite_revoked_at ?? row.updated_at) : null,
    expires_at: iso(row.invite_expires_at),
    organization_id: row.organization_id,
    inviter_user_id: row.invited_by,
    accepted_user_id: state === 'accepted' ? row.user_id : null,
    role_slug: row.role_slugs[0] ?? null,
    token: secret?.token ?? null,
    accept_invitation_url: secret?.url ?? null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export interface SessionRow {
  id: string;
  user_id: string;
  organization_id: string | null;
  ip_address: string | null;
  user_agent: string | null;
  authentication_method: string;
  created_at: Date;
  last_activity_at: Date;
  ended_at: Date | null;
  expires_at: Date | null;
}

const authMethods: Record<string, string> = {
  Password: 'password',
  SSO: 'sso',
  MagicAuth: 'magic_code',
  EmailCode: 'magic_code',
  Passkey: 'passkey',
  GoogleOAuth: 'oauth',
  MicrosoftOAuth: 'oauth',
  GitHubOAuth: 'oauth',
  AppleOAuth: 'oauth',
  Impersonation: 'impersonation',
};

export function sessionObject(row: SessionRow) {
  const expired =
    !row.ended_at && row.expires_at && new Date(row.expires_at).getTime() <= Date.now();
  return {
    object: 'session' as const,
    id: row.id,
    user_id: row.user_id,
    organization_id: row.organization_id ?? undefined,
    ip_address: row.ip_address,
    user_agent: row.user_agent,
    auth_method: authMethods[row.authentication_method] ?? row.authentication_method.toLowerCase(),
    status: row.ended_at ? 'revoked' : expired ? 'expired' : 'active',
    expires_at: iso(row.expires_at),
    ended_at: iso(row.ended_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.last_activity_at),
  };
}
