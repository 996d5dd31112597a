-- Sign-in page views store a WebAuthn challenge without authentication; the client address they
-- came from bounds how many stay live per address (issue #39.8).
ALTER TABLE webauthn_challenges ADD COLUMN ip_address text;
CREATE INDEX webauthn_challenges_unauthenticated ON webauthn_challenges (ip_address, created_at)
  WHERE user_id IS NULL;
