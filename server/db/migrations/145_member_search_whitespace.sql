-- A member search matches whitespace as the route reads it (issue #36): the route lowercases the
-- search, trims it and turns each run of whitespace into one space (JavaScript's \s), so the
-- search text and the search terms do the same to every field. Before, a name with two spaces,
-- a tab or a line break (a directory may send any) was never found by its words, and a line
-- break inside a name started a line of its own: a short search walked (matched after a line
-- break) and one read through member_search_terms (a term's start) disagreed.
CREATE FUNCTION member_search_clean(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT nullif(btrim(regexp_replace(lower(value), '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g')), '') $$;

CREATE OR REPLACE FUNCTION member_search_text(membership_email text, user_email text, first_name text, last_name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT E'\n' || concat_ws(E'\n', member_search_clean(membership_email), nullif(split_part(member_search_clean(membership_email), '@', 2), ''), nullif(member_search_clean(user_email), member_search_clean(membership_email)), member_search_clean(first_name), member_search_clean(last_name), member_search_clean(concat_ws(' ', first_name, last_name))) $$;

-- The search terms are the search text's lines, so the two cannot disagree again.
CREATE OR REPLACE FUNCTION member_search_terms_of(membership_email text, user_email text, first_name text, last_name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$ SELECT DISTINCT left(t.term, 200) FROM unnest(string_to_array(member_search_text(membership_email, user_email, first_name, last_name), E'\n')) AS t(term) WHERE t.term <> '' $$;

-- Only the memberships whose text changes are written (and their terms written again).
WITH changed AS (
  UPDATE memberships m SET search_text = fresh.text
    FROM (SELECT m2.id, coalesce((SELECT member_search_text(m2.email, u.email, u.first_name, u.last_name) FROM users u WHERE u.id = m2.user_id), member_search_text(m2.email, NULL, NULL, NULL)) AS text FROM memberships m2) fresh
   WHERE fresh.id = m.id AND m.search_text IS DISTINCT FROM fresh.text
  RETURNING m.id)
SELECT refresh_member_search_terms(id) FROM changed;
