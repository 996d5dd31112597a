-- The last foreign keys without an index that leads with their columns (issue #36): deleting an
-- organization read every admin-portal link and session and every audit-log export, deleting a
-- directory every group-role mapping, deleting a TOTP factor every pending challenge.
-- tests/server/foreign-key-indexes.test.ts now checks every foreign key in the catalog.
CREATE INDEX portal_links_organization ON portal_links (organization_id);
CREATE INDEX portal_sessions_organization ON portal_sessions (organization_id);
CREATE INDEX audit_log_exports_organization ON audit_log_exports (organization_id);
CREATE INDEX directory_group_roles_directory ON directory_group_roles (directory_id);
CREATE INDEX challenges_factor ON challenges (factor_id) WHERE factor_id IS NOT NULL;
