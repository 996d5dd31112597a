-- Changing one's e-mail address from the profile widget (issue #24): a six-digit code goes to the
-- new address; five tries; a newer request replaces an older one. Kept after use, so the hourly
-- limit per account counts every request.
CREATE TABLE email_change_requests (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  new_email text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  replaced_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_change_requests_user ON email_change_requests (user_id, created_at DESC);
