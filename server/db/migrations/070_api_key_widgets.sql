-- The <api-keys> widget (issue #29): the environment's permissions a key may carry, user-owned
-- keys beside the organization's, and the roles' widget permissions for both scopes.

-- The environment's permissions (one environment per server), offered when creating a key.
CREATE TABLE api_key_permissions (
  id text PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text,
  position integer NOT NULL DEFAULT 0
);
INSERT INTO api_key_permissions (id, slug, name, description, position) VALUES
  ('perm_01CUSTOMERSREAD000000000000', 'customers:read', 'Read customers', 'List customers and read their profiles and balances.', 0),
  ('perm_01CUSTOMERSWRITE00000000000', 'customers:write', 'Write customers', 'Create customers and change their profiles.', 1),
  ('perm_01OFFERSREAD000000000000000', 'offers:read', 'Read offers', 'List offers and read their rules.', 2),
  ('perm_01OFFERSWRITE00000000000000', 'offers:write', 'Write offers', 'Create, change and retire offers.', 3),
  ('perm_01POINTSADJUST0000000000000', 'points:adjust', 'Adjust points', 'Credit or debit a customer''s points balance.', 4);

-- A key belongs to its organization and, for a personal key, also to the user who created it.
ALTER TABLE api_keys ADD COLUMN owner_user_id text REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE api_keys ADD COLUMN created_by text REFERENCES users(id) ON DELETE SET NULL;
CREATE INDEX api_keys_owner ON api_keys (organization_id, owner_user_id, id);

-- Removing a member (by any route: widget, management API, user deletion) revokes the personal
-- keys they hold in that organization, in the same statement.
-- (The body keeps its inner semicolons off line ends: migrations split statements there.)
CREATE FUNCTION revoke_member_api_keys() RETURNS trigger AS $$ BEGIN
  IF OLD.user_id IS NOT NULL AND (TG_OP = 'DELETE' OR (OLD.status = 'Active' AND NEW.status <> 'Active')) THEN
    UPDATE api_keys SET revoked_at = now(), updated_at = now()
     WHERE organization_id = OLD.organization_id AND owner_user_id = OLD.user_id AND revoked_at IS NULL; END IF; RETURN NULL; END $$ LANGUAGE plpgsql;
CREATE TRIGGER memberships_revoke_api_keys AFTER DELETE OR UPDATE OF status ON memberships
  FOR EACH ROW EXECUTE FUNCTION revoke_member_api_keys();

-- Existing organizations' roles gain the new permissions (new ones get them from DEFAULT_ROLES).
UPDATE roles SET permissions = ARRAY(SELECT DISTINCT unnest(permissions || ARRAY[
    'widgets:api-keys:manage', 'widgets:user-api-keys:manage-all',
    'customers:read', 'customers:write', 'offers:read', 'offers:write', 'points:adjust']))
 WHERE slug = 'admin';
UPDATE roles SET permissions = ARRAY(SELECT DISTINCT unnest(permissions || ARRAY[
    'widgets:user-api-keys:manage-self', 'customers:read', 'offers:read']))
 WHERE slug = 'member';
