-- The member search's trigram index keeps a short pending list (issue #36). A GIN index buffers
-- new entries in a pending list (up to gin_pending_list_limit, 4 MB by default) that every search
-- reads in full, until VACUUM or autovacuum's analyze moves them into the index proper. PGlite
-- runs neither by itself, so after 100,000 members its list held ~430 pages and every search read
-- them all ('maria s' 8.3 -> 2.7 ms, a fragment matching no one 4.1 -> 0.8 ms once flushed).
-- With a 64 kB limit the list is flushed by the writes themselves in small batches, a search
-- reads at most a few pages of it, and bulk inserts still enter the index in sorted batches
-- (turning fastupdate off instead tripled the WAL a bulk load writes: 208 MB for 10,000 members,
-- held in memory by PGlite). What an older database holds is flushed now.
ALTER INDEX memberships_search_trgm SET (gin_pending_list_limit = 64);
SELECT gin_clean_pending_list('memberships_search_trgm'::regclass);
