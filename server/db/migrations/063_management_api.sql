-- Management API for partners' backends (issue #30): the fields the provider's Node SDK reads,
-- idempotent POST replay and the per-key rate limit.

ALTER TABLE organizations ADD COLUMN external_id text;
ALTER TABLE organizations ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE organizations ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX organizations_external_id ON organizations (external_id) WHERE external_id IS NOT NULL;

ALTER TABLE users ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}'::jsonb;
CREATE UNIQUE INDEX users_external_id ON users (external_id) WHERE external_id IS NOT NULL;

ALTER TABLE memberships ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE memberships ADD COLUMN invite_revoked_at timestamptz;

ALTER TABLE domains ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- An organization created through the API has no creating user in the product; it still gets a
-- product organization so it shows in the dashboard's organization switcher for its members.
ALTER TABLE product_organizations ALTER COLUMN created_by DROP NOT NULL;

-- The first answer to a POST with an Idempotency-Key, replayed for 24 hours. The key is scoped
-- by the secret key that sent it (its hash) and the route; the body's hash tells a retry from a
-- different request reusing the key. Answers may hold secrets (a new API key, an invitation or
-- widget token), so only the key's hash is stored and the answer is sealed under a key derived
-- from the Idempotency-Key itself: only a caller holding it can have the answer replayed.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  idempotency_key_hash text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  response_sealed text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, idempotency_key_hash)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

-- Requests per secret key and minute, shared by every server process.
CREATE TABLE management_rate_windows (
  key_hash text NOT NULL,
  window_start timestamptz NOT NULL,
  requests integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key_hash, window_start)
);

-- Organization API keys (apiKeys.* of the Node SDK; the <api-keys> widget may share them). Only a
-- hash of each secret is kept, and its last four characters for the obfuscated value.
CREATE TABLE api_keys (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  value_hash text NOT NULL UNIQUE,
  last_four text NOT NULL,
  permissions text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  expires_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_organization ON api_keys (organization_id, id);
