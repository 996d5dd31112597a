-- Audit-log streams (issue #35): one per organization, configured in the admin portal (intent
-- log_streams), delivered by the delivery engine; `last_synced_event_id` is the ULID of the last
-- audit-log event the destination accepted (the streaming widget's "Last sync").
CREATE TABLE audit_log_streams (
  id text PRIMARY KEY,
  organization_id text NOT NULL UNIQUE REFERENCES organizations(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('GenericHttps', 'Datadog', 'Splunk')),
  state text NOT NULL CHECK (state IN ('Active', 'Inactive', 'Error', 'Invalid')),
  config jsonb NOT NULL,
  error_message text,
  last_synced_event_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The events a stream has still to send: written in the transaction that records the event, so
-- an event is queued exactly when it is committed, whatever order transactions commit in; the
-- delivery engine moves them, oldest first, into one batch delivery at a time per stream.
CREATE TABLE audit_log_stream_queue (
  stream_id text NOT NULL REFERENCES audit_log_streams(id) ON DELETE CASCADE,
  event_id text NOT NULL,
  PRIMARY KEY (stream_id, event_id)
);

-- Portal links and sessions may open the log-streams page.
ALTER TABLE portal_links DROP CONSTRAINT IF EXISTS portal_links_intent_check;
ALTER TABLE portal_links ADD CONSTRAINT portal_links_intent_check
  CHECK (intent IN ('sso', 'domain_verification', 'dsync', 'log_streams'));

-- Admins manage their organization's stream (the <audit-log-streaming> widget and its link).
UPDATE roles SET permissions = array_append(permissions, 'widgets:audit-log-streaming:manage')
 WHERE slug = 'admin' AND NOT ('widgets:audit-log-streaming:manage' = ANY(permissions));
