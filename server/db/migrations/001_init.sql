-- Identity provider: organizations, users, memberships, sessions, tokens.
CREATE TABLE organizations (
  id text PRIMARY KEY,
  name text NOT NULL,
  multiple_roles_enabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE roles (
  organization_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  slug text NOT NULL,
  name text NOT NULL,
  description text,
  is_default boolean NOT NULL DEFAULT false,
  permissions text[] NOT NULL DEFAULT '{}',
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, slug)
);

CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  first_name text,
  last_name text,
  profile_picture_url text,
  password_hash text,
  password_last_used_at timestamptz,
  external_id text,
  -- When set and past, provisioning assigns external_id (see identity/provisioning).
  external_id_due_at timestamptz,
  oauth_profiles jsonb NOT NULL DEFAULT '{}'::jsonb,
  last_sign_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per member or invitation of an organization. Invitations have no user yet.
-- InviteExpired is derived: status = 'Invited' and invite_expires_at < now().
CREATE TABLE memberships (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id text REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  status text NOT NULL CHECK (status IN ('Active', 'Invited', 'InviteRevoked')),
  role_slugs text[] NOT NULL DEFAULT '{}',
  invite_token_hash text,
  invite_expires_at timestamptz,
  invited_by text REFERENCES users(id) ON DELETE SET NULL,
  last_activity_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, email)
);
CREATE INDEX memberships_org_created ON memberships (organization_id, created_at DESC, id DESC);
CREATE INDEX memberships_user ON memberships (user_id);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id text REFERENCES organizations(id) ON DELETE SET NULL,
  client_id text NOT NULL,
  user_agent text,
  ip_address text,
  city_name text,
  country_iso_code text,
  authentication_method text NOT NULL DEFAULT 'Password',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id) WHERE ended_at IS NULL;

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

CREATE TABLE authorization_codes (
  code_hash text PRIMARY KEY,
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  session_id text NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  code_challenge text NOT NULL,
  code_challenge_method text NOT NULL DEFAULT 'S256',
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);

-- Multi-factor: TOTP factors and challenges (email verification and TOTP).
CREATE TABLE totp_factors (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  secret text NOT NULL,
  verified_at timestamptz,
  last_used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE challenges (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('EmailVerification', 'Totp', 'SignInTotp')),
  code_hash text,
  factor_id text REFERENCES totp_factors(id) ON DELETE CASCADE,
  -- For a sign-in TOTP step: the pending authorize request (JSON) to resume after the code.
  pending jsonb,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE elevated_access_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Admin portal: SSO connections, domains, single-use links.
CREATE TABLE sso_connections (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  provider_tag text NOT NULL CHECK (provider_tag IN ('Saml', 'OpenIdConnect')),
  type text NOT NULL,
  state text NOT NULL CHECK (state IN ('Active', 'Validating', 'Deleting', 'Inactive')),
  certificate_not_after timestamptz,
  last_session_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sso_connections_org ON sso_connections (organization_id, created_at);

CREATE TABLE domains (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  domain text NOT NULL,
  state text NOT NULL CHECK (state IN ('Verified', 'LegacyVerified', 'Pending', 'Failed')),
  name_server text,
  verification_token text,
  verification_prefix text,
  subdomain text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, domain)
);

CREATE TABLE portal_links (
  token_hash text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  intent text NOT NULL CHECK (intent IN ('sso', 'domain_verification')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE portal_sessions (
  token_hash text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  intent text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Mail outbox: every mail is stored; SMTP delivery is attempted when configured.
CREATE TABLE mail_outbox (
  id text PRIMARY KEY,
  to_email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Product API (the loyalty backend).
CREATE TABLE product_organizations (
  id text PRIMARY KEY,
  environment_id text NOT NULL,
  name text NOT NULL,
  code text NOT NULL UNIQUE,
  tier text NOT NULL CHECK (tier IN ('BASE', 'BASE_ANALYTICS', 'ENTERPRISE')),
  created_by text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- Filled by provisioning once the identity organization exists.
  idp_organization_id text REFERENCES organizations(id) ON DELETE SET NULL,
  provision_due_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Test mode only: per-route fault injection.
CREATE TABLE test_faults (
  id text PRIMARY KEY,
  method text NOT NULL,
  path_pattern text NOT NULL,
  status integer,
  latency_ms integer NOT NULL DEFAULT 0,
  drop_connection boolean NOT NULL DEFAULT false,
  remaining integer
);
