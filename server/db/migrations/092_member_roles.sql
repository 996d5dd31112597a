-- The role filter of the members list as a walk in page order (issue #36): one row per
-- membership and role slug, with the membership's creation time, indexed as the list pages
-- (organization, role, newest first). A rare or absent role costs no more than a common one; a
-- GIN index over role_slugs left the planner guessing how rare a role is. Triggers keep it in
-- step whoever writes memberships.
CREATE TABLE member_roles (
  membership_id text NOT NULL REFERENCES memberships(id) ON DELETE CASCADE,
  organization_id text NOT NULL,
  role_slug text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (membership_id, role_slug)
);
CREATE INDEX member_roles_page ON member_roles (organization_id, role_slug, created_at DESC, membership_id DESC);

CREATE FUNCTION refresh_member_roles(target_membership_id text) RETURNS void LANGUAGE plpgsql AS $$ BEGIN DELETE FROM member_roles WHERE membership_id = target_membership_id; INSERT INTO member_roles (membership_id, organization_id, role_slug, created_at) SELECT DISTINCT m.id, m.organization_id, s.slug, m.created_at FROM memberships m CROSS JOIN LATERAL unnest(m.role_slugs) AS s(slug) WHERE m.id = target_membership_id; END $$;

CREATE FUNCTION memberships_roles_trigger() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM refresh_member_roles(NEW.id); RETURN NULL; END $$;

CREATE TRIGGER memberships_roles AFTER INSERT OR UPDATE OF role_slugs, organization_id, created_at ON memberships FOR EACH ROW EXECUTE FUNCTION memberships_roles_trigger();

INSERT INTO member_roles (membership_id, organization_id, role_slug, created_at) SELECT DISTINCT m.id, m.organization_id, s.slug, m.created_at FROM memberships m CROSS JOIN LATERAL unnest(m.role_slugs) AS s(slug);

DROP INDEX memberships_org_roles;
