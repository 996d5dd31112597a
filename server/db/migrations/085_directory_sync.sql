-- Directory sync (SCIM 2.0): directories per organization, their bearer tokens (hashed, several
-- live for rotation), the users and groups the identity provider pushes, group -> role mappings.
CREATE TABLE directories (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  type text NOT NULL,
  state text NOT NULL DEFAULT 'unlinked'
    CHECK (state IN ('unlinked', 'validating', 'linked', 'invalid_credentials', 'requires_type', 'deleting')),
  name text NOT NULL,
  -- The non-secret slug of the SCIM base URL: /scim/v2.0/<external_key>.
  external_key text NOT NULL UNIQUE,
  last_sync_run_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX directories_org ON directories (organization_id, created_at, id);

CREATE TABLE directory_tokens (
  id text PRIMARY KEY,
  directory_id text NOT NULL REFERENCES directories(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  -- The last four characters, so an administrator can tell tokens apart.
  hint text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX directory_tokens_directory ON directory_tokens (directory_id, created_at);

CREATE TABLE scim_rate_windows (
  token_id text NOT NULL,
  window_start timestamptz NOT NULL,
  requests integer NOT NULL,
  PRIMARY KEY (token_id, window_start)
);

CREATE TABLE directory_users (
  id text PRIMARY KEY,
  directory_id text NOT NULL REFERENCES directories(id) ON DELETE CASCADE,
  idp_id text NOT NULL,
  user_name text NOT NULL,
  external_id text,
  email text,
  first_name text,
  last_name text,
  state text NOT NULL CHECK (state IN ('active', 'inactive')),
  custom_attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The SCIM resource as last written (without id and meta), echoed back to the IdP.
  raw jsonb NOT NULL,
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX directory_users_user_name ON directory_users (directory_id, lower(user_name));
CREATE INDEX directory_users_external_id ON directory_users (directory_id, external_id);
CREATE INDEX directory_users_list ON directory_users (directory_id, created_at, id);
CREATE INDEX directory_users_user ON directory_users (user_id);

CREATE TABLE directory_groups (
  id text PRIMARY KEY,
  directory_id text NOT NULL REFERENCES directories(id) ON DELETE CASCADE,
  idp_id text NOT NULL,
  display_name text NOT NULL,
  external_id text,
  raw jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX directory_groups_name ON directory_groups (directory_id, lower(display_name));
CREATE INDEX directory_groups_list ON directory_groups (directory_id, created_at, id);

CREATE TABLE directory_group_members (
  group_id text NOT NULL REFERENCES directory_groups(id) ON DELETE CASCADE,
  directory_user_id text NOT NULL REFERENCES directory_users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, directory_user_id)
);
CREATE INDEX directory_group_members_user ON directory_group_members (directory_user_id);

-- A directory group grants a role of the directory's organization. When several mapped groups
-- hold a user, the role first in the organization's role order (roles.position) wins.
CREATE TABLE directory_group_roles (
  group_id text PRIMARY KEY REFERENCES directory_groups(id) ON DELETE CASCADE,
  directory_id text NOT NULL REFERENCES directories(id) ON DELETE CASCADE,
  role_slug text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Members provisioned by a directory: marked, and suspended (Inactive) rather than removed when
-- the directory deactivates them, so reactivation restores them.
ALTER TABLE memberships ADD COLUMN directory_id text REFERENCES directories(id) ON DELETE SET NULL;
ALTER TABLE memberships ADD COLUMN directory_managed boolean NOT NULL DEFAULT false;
ALTER TABLE memberships ADD COLUMN custom_attributes jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE memberships DROP CONSTRAINT memberships_status_check;
ALTER TABLE memberships ADD CONSTRAINT memberships_status_check
  CHECK (status IN ('Active', 'Invited', 'InviteRevoked', 'Inactive'));

ALTER TABLE portal_links DROP CONSTRAINT portal_links_intent_check;
ALTER TABLE portal_links ADD CONSTRAINT portal_links_intent_check
  CHECK (intent IN ('sso', 'domain_verification', 'dsync'));
