-- Audit logs (issue #35): the actions' schemas, the events partners and our own product record,
-- the idempotency of their creation, exports and each organization's retention.

-- One row per version of an action's schema; an event names its version (default 1).
CREATE TABLE audit_log_schemas (
  action text NOT NULL,
  version integer NOT NULL,
  actor jsonb NOT NULL,
  targets jsonb NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (action, version)
);

-- Ids are bare ULIDs (the streaming widget reads the time of the last delivered one).
CREATE TABLE audit_log_events (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  action text NOT NULL,
  version integer NOT NULL,
  occurred_at timestamptz NOT NULL,
  actor jsonb NOT NULL,
  targets jsonb NOT NULL,
  context jsonb NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_events_organization ON audit_log_events (organization_id, occurred_at, id);
CREATE INDEX audit_log_events_action ON audit_log_events (organization_id, action, occurred_at);

-- An Idempotency-Key together with the event's content (or the content alone without a key),
-- keyed HMAC so the stored value reveals nothing of the event; kept 24 hours.
CREATE TABLE audit_log_idempotency (
  organization_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  request_hash text NOT NULL,
  event_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, request_hash)
);

CREATE TABLE audit_log_exports (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('pending', 'ready', 'error')),
  filters jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audit_log_retention (
  organization_id text PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  retention_period_in_days integer NOT NULL
);

-- The actions our own product records for its administrators (server/audit-logs/product-actions.ts).
INSERT INTO audit_log_schemas (action, version, actor, targets) VALUES
  ('member.invited', 1, '{"metadata":{"type":"object","properties":{}}}', '[{"type":"invitation"}]'),
  ('member.role_changed', 1, '{"metadata":{"type":"object","properties":{}}}', '[{"type":"user"}]'),
  ('member.removed', 1, '{"metadata":{"type":"object","properties":{}}}', '[{"type":"user"}]'),
  ('invitation.revoked', 1, '{"metadata":{"type":"object","properties":{}}}', '[{"type":"invitation"}]'),
  ('invitation.resent', 1, '{"metadata":{"type":"object","properties":{}}}', '[{"type":"invitation"}]'),
  ('api_key.created', 1, '{"metadata":{"type":"object","properties":{}}}', '[{"type":"api_key"}]'),
  ('api_key.revoked', 1, '{"metadata":{"type":"object","properties":{}}}', '[{"type":"api_key"}]'),
  ('sso.connection_changed', 1, '{"metadata":{"type":"object","properties":{}}}', '[{"type":"connection"}]'),
  ('domain.changed', 1, '{"metadata":{"type":"object","properties":{}}}', '[{"type":"domain"}]'),
  ('directory.changed', 1, '{"metadata":{"type":"object","properties":{}}}', '[{"type":"directory"}]'),
  ('customer.points_adjusted', 1, '{"metadata":{"type":"object","properties":{}}}', '[{"type":"customer"}]'),
  ('customer.deactivated', 1, '{"metadata":{"type":"object","properties":{}}}', '[{"type":"customer"}]')
ON CONFLICT DO NOTHING;

-- Administrators read their organization's audit log in the <audit-logs> widget.
UPDATE roles SET permissions = ARRAY(SELECT DISTINCT unnest(permissions || ARRAY['widgets:audit-logs:read']))
 WHERE slug = 'admin';
