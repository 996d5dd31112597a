-- The search terms of one membership (issue #36) as one function, so a bulk load (the bench and
-- the query-plan test seed 100,000 members) writes them set-based with the same rules the
-- per-row trigger applies: lowercased e-mail, its domain, the user's e-mail, first, last and
-- full name.
CREATE FUNCTION member_search_terms_of(membership_email text, user_email text, first_name text, last_name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$ SELECT DISTINCT left(t.term, 200) FROM unnest(ARRAY[lower(membership_email), split_part(lower(membership_email), '@', 2), lower(user_email), lower(btrim(first_name)), lower(btrim(last_name)), lower(btrim(coalesce(btrim(first_name), '') || ' ' || coalesce(btrim(last_name), '')))]) AS t(term) WHERE t.term IS NOT NULL AND t.term <> '' $$;

CREATE OR REPLACE FUNCTION refresh_member_search_terms(target_membership_id text) RETURNS void LANGUAGE plpgsql AS $$ BEGIN DELETE FROM member_search_terms WHERE membership_id = target_membership_id; INSERT INTO member_search_terms (membership_id, organization_id, term) SELECT m.id, m.organization_id, t.term FROM memberships m LEFT JOIN users u ON u.id = m.user_id CROSS JOIN LATERAL member_search_terms_of(m.email, u.email, u.first_name, u.last_name) AS t(term) WHERE m.id = target_membership_id ON CONFLICT DO NOTHING; END $$;
