-- The data lives in memory (PGlite) or on SSDs: random reads cost about as much as sequential
-- ones. With PostgreSQL's default (4.0) the planner prefers scanning a whole organization's
-- memberships over a hundred index lookups for a selective member search. Setting the database
-- default needs ownership of the database; without it the migration still succeeds.
DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database()); EXCEPTION WHEN insufficient_privilege THEN RAISE NOTICE 'random_page_cost left at the server default'; END $$;

-- The database default applies to new sessions; this one (PGlite's only session) too.
SET random_page_cost = 1.1;
