-- The members page's order index carries each membership's search text (issue #36): a search's
-- first page that walks the organization newest first (server/widgets/member-search-page.ts)
-- matches the fragment in the index itself instead of reading each member's row, about four
-- times fewer pages per member walked. The index it replaces had the same key.
CREATE INDEX memberships_org_created_search ON memberships (organization_id, created_at DESC, id DESC) INCLUDE (search_text);
DROP INDEX memberships_org_created;
