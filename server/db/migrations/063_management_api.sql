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
-- different request reusing the key.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, idempotency_key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

-- Requests per secret key and minute, shared by every server process.
CREATE TABLE management_rate_windows (
  key_hash text NOT NULL,
  window_start timestamptz NOT NULL,
  requests integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key_hash, window_start)
);
