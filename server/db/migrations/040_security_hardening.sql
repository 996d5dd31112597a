-- Security hardening (issue #15).

-- Sign-in limits are per account and client: look the pair up directly.
CREATE INDEX sign_in_attempts_email_ip ON sign_in_attempts (email, ip_address, created_at DESC);

-- TOTP codes are single-use (RFC 6238 §5.2): the last accepted time step of each factor.
ALTER TABLE totp_factors ADD COLUMN last_used_step bigint;

-- The reuse interval of refresh tokens: the answer a rotation gave, sealed with a key derived
-- from the rotated token itself, so a concurrent retry of that token gets the same pair.
ALTER TABLE refresh_tokens ADD COLUMN successor_sealed text;

-- Keys the server generates once and every process shares (the hosted forms' token key).
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Sign-up posts per client address, for the sign-up rate limit.
CREATE TABLE sign_up_attempts (
  id text PRIMARY KEY,
  ip_address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_up_attempts_ip ON sign_up_attempts (ip_address, created_at DESC);
