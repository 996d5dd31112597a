-- Identity provider and product API additions (owned by the identity/product engineer).

-- Every sign-in attempt, so rate limits hold across processes (ARCHITECTURE.md: stateless).
CREATE TABLE sign_in_attempts (
  id text PRIMARY KEY,
  email text NOT NULL,
  ip_address text,
  succeeded boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_attempts_email ON sign_in_attempts (email, created_at DESC);
CREATE INDEX sign_in_attempts_ip ON sign_in_attempts (ip_address, created_at DESC);

-- Who is impersonating the user in this session, when anyone is (authenticate's `impersonator`).
ALTER TABLE sessions ADD COLUMN impersonator_email text;
ALTER TABLE sessions ADD COLUMN impersonator_reason text;

CREATE INDEX authorization_codes_session ON authorization_codes (session_id);
CREATE INDEX product_organizations_creator ON product_organizations (created_by, created_at);
CREATE INDEX product_organizations_idp ON product_organizations (idp_organization_id);
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));

-- Test mode only: runtime overrides of delays and token lifetime (POST /_test/settings).
CREATE TABLE test_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  settings jsonb NOT NULL DEFAULT '{}'::jsonb
);

-- Test mode only: TXT records the domain-verification resolver returns (POST /_test/dns).
CREATE TABLE test_dns_records (
  name text PRIMARY KEY,
  txt_values text[] NOT NULL DEFAULT '{}'
);
