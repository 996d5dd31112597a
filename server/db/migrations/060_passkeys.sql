-- Passkeys (WebAuthn credentials, issue #25) and their ceremony challenges.

-- One row per credential. A credential id is unique across all users: an authenticator makes a
-- new one for every registration, and the same id twice is a replay or a clone.
CREATE TABLE passkeys (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE,
  -- COSE public key, base64url.
  public_key text NOT NULL,
  -- The signature counter last seen; a lower or equal non-zero value later is a cloned authenticator.
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  -- 'singleDevice' (bound to one authenticator) or 'multiDevice' (synced).
  device_type text NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
  backed_up boolean NOT NULL DEFAULT false,
  aaguid text,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_user ON passkeys (user_id, created_at);

-- Challenges of registration (bound to a user and session) and sign-in (no user yet: the
-- credential names it). Single-use: taking one sets used_at in the same statement.
CREATE TABLE webauthn_challenges (
  id text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('registration', 'authentication')),
  challenge text NOT NULL,
  user_id text REFERENCES users(id) ON DELETE CASCADE,
  session_id text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webauthn_challenges_expires ON webauthn_challenges (expires_at);

