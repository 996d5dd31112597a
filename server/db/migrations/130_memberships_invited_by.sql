-- Deleting a user checks the memberships it invited (memberships.invited_by references users):
-- without an index that is one scan of every membership per deleted user, so removing 100,000
-- users (the scale bench's cleanup) ran for minutes in one transaction, holding back every
-- other transaction's view of newly committed events meanwhile (issue #36).
CREATE INDEX memberships_invited_by ON memberships (invited_by) WHERE invited_by IS NOT NULL;

-- The member search's plan hangs on how many members a fragment matches: found through the
-- trigram index and sorted when few do, met by walking the page order when many do. PostgreSQL
-- estimates a fragment's share from the column's histogram; with the default 100 entries a
-- fragment one member in fifty has (a common surname) usually hits none, is taken for rare, and
-- its 2,000 matches at 100,000 members were all fetched and sorted for a page of ten.
ALTER TABLE memberships ALTER COLUMN search_text SET STATISTICS 1000;
