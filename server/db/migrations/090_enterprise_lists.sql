-- Lists at enterprise size (issue #36): every list page is a keyset walk of an index, whatever
-- the organization's size. The extensions go to schema public (one copy per database, which
-- PostgreSQL allows only once) and are named by schema where used, so servers whose search_path
-- is another schema (the tests' schema per file) share them.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE EXTENSION IF NOT EXISTS btree_gin SCHEMA public;

-- Member search by fragment: one lowercased text per membership (its e-mail, the user's e-mail,
-- the full name; one field a line, so a fragment never spans two fields), indexed by trigrams
-- together with the organization. Triggers keep it in step whoever writes.
CREATE FUNCTION member_search_text(membership_email text, user_email text, first_name text, last_name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT concat_ws(E'\n', lower(membership_email), nullif(lower(user_email), lower(membership_email)), nullif(lower(btrim(coalesce(btrim(first_name), '') || ' ' || coalesce(btrim(last_name), ''))), '')) $$;

ALTER TABLE memberships ADD COLUMN search_text text NOT NULL DEFAULT '';

UPDATE memberships m SET search_text = coalesce((SELECT member_search_text(m.email, u.email, u.first_name, u.last_name) FROM users u WHERE u.id = m.user_id), member_search_text(m.email, NULL, NULL, NULL));

CREATE FUNCTION memberships_search_text_trigger() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.search_text := coalesce((SELECT member_search_text(NEW.email, u.email, u.first_name, u.last_name) FROM users u WHERE u.id = NEW.user_id), member_search_text(NEW.email, NULL, NULL, NULL)); RETURN NEW; END $$;

CREATE TRIGGER memberships_search_text BEFORE INSERT OR UPDATE OF email, user_id ON memberships FOR EACH ROW EXECUTE FUNCTION memberships_search_text_trigger();

CREATE FUNCTION users_search_text_trigger() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE memberships SET search_text = member_search_text(email, NEW.email, NEW.first_name, NEW.last_name) WHERE user_id = NEW.id; RETURN NULL; END $$;

CREATE TRIGGER users_search_text AFTER UPDATE OF email, first_name, last_name ON users FOR EACH ROW EXECUTE FUNCTION users_search_text_trigger();

CREATE INDEX memberships_search_trgm ON memberships USING gin (organization_id, search_text public.gin_trgm_ops);

-- Role filter: a rare role is found through this index, a common one by walking the page order.
CREATE INDEX memberships_org_roles ON memberships USING gin (organization_id, role_slugs);

-- The management API's membership list pages by id, optionally by one status.
CREATE INDEX memberships_org_id ON memberships (organization_id, id) WHERE user_id IS NOT NULL;
CREATE INDEX memberships_org_status_id ON memberships (organization_id, status, id) WHERE user_id IS NOT NULL;

-- Look-ups by e-mail in any case (invitations, users by e-mail, uniqueness checks).
CREATE INDEX memberships_org_lower_email ON memberships (organization_id, lower(email));
CREATE INDEX users_lower_email ON users (lower(email));
