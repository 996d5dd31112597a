-- Widgets API and admin portal: an index-backed member search, domain verification timing and
-- lookups the widget routes make on every call.

-- Member search without trigrams: every membership keeps its lowercased search terms (e-mail,
-- e-mail domain, first name, last name, full name) in one row each, so a case-insensitive
-- prefix search is a btree range scan. Triggers keep the terms in step with memberships and
-- users whoever writes them (invitations, sign-up, seed, profile edits).
CREATE TABLE member_search_terms (
  membership_id text NOT NULL REFERENCES memberships(id) ON DELETE CASCADE,
  organization_id text NOT NULL,
  term text COLLATE "C" NOT NULL,
  PRIMARY KEY (membership_id, term)
);
CREATE INDEX member_search_terms_lookup ON member_search_terms (organization_id, term, membership_id);

CREATE FUNCTION refresh_member_search_terms(target_membership_id text) RETURNS void LANGUAGE plpgsql AS $$ BEGIN DELETE FROM member_search_terms WHERE membership_id = target_membership_id; INSERT INTO member_search_terms (membership_id, organization_id, term) SELECT DISTINCT m.id, m.organization_id, left(t.term, 200) FROM memberships m LEFT JOIN users u ON u.id = m.user_id CROSS JOIN LATERAL unnest(ARRAY[lower(m.email), split_part(lower(m.email), '@', 2), lower(u.email), lower(btrim(u.first_name)), lower(btrim(u.last_name)), lower(btrim(coalesce(btrim(u.first_name), '') || ' ' || coalesce(btrim(u.last_name), '')))]) AS t(term) WHERE m.id = target_membership_id AND t.term IS NOT NULL AND t.term <> '' ON CONFLICT DO NOTHING; END $$;

CREATE FUNCTION memberships_search_terms_trigger() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM refresh_member_search_terms(NEW.id); RETURN NULL; END $$;

CREATE TRIGGER memberships_search_terms AFTER INSERT OR UPDATE OF email, user_id, organization_id ON memberships FOR EACH ROW EXECUTE FUNCTION memberships_search_terms_trigger();

CREATE FUNCTION users_search_terms_trigger() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM refresh_member_search_terms(m.id) FROM memberships m WHERE m.user_id = NEW.id; RETURN NULL; END $$;

CREATE TRIGGER users_search_terms AFTER UPDATE OF email, first_name, last_name ON users FOR EACH ROW EXECUTE FUNCTION users_search_terms_trigger();

-- Role filter and the guard's membership check.
CREATE INDEX memberships_org_user ON memberships (organization_id, user_id);

-- A pending domain turns Failed when its TXT record has not appeared within 72 hours.
ALTER TABLE domains ADD COLUMN pending_since timestamptz;
UPDATE domains SET pending_since = created_at WHERE state = 'Pending';
CREATE INDEX domains_org_created ON domains (organization_id, created_at);

-- Verification codes: the per-user rate limit counts recent challenges.
CREATE INDEX challenges_user_created ON challenges (user_id, created_at DESC);
CREATE INDEX elevated_access_tokens_user ON elevated_access_tokens (user_id);
CREATE INDEX totp_factors_user ON totp_factors (user_id);
