-- Deleting a user (or an organization) checks every row that references it: without an index
-- on the referencing column that is a scan of the whole table per deleted row (issue #36).
-- sessions_user covered open sessions only, so a user's deletion read every session; API keys
-- were indexed by organization first, not by their creator or owner; a passkey challenge by
-- nothing. An organization's deletion read every session for its organization_id.
DROP INDEX sessions_user;
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_organization ON sessions (organization_id) WHERE organization_id IS NOT NULL;
CREATE INDEX api_keys_created_by ON api_keys (created_by) WHERE created_by IS NOT NULL;
CREATE INDEX api_keys_owner_user ON api_keys (owner_user_id) WHERE owner_user_id IS NOT NULL;
CREATE INDEX webauthn_challenges_user ON webauthn_challenges (user_id) WHERE user_id IS NOT NULL;
