-- Webhooks (issue #34): the operator's endpoints, and one general delivery queue that the
-- delivery engine (server/events/delivery-engine.ts) drains for every kind of target (webhook
-- endpoints now, audit-log streams next). A delivery is the exact bytes to send; each try is an
-- attempt row, numbered, so no attempt is ever made twice (UNIQUE (delivery_id, attempt)).

-- The secret is the HMAC key the SDK's constructEvent checks with, so it is kept as is (signing
-- needs it); it is shown in full only in the answer that creates the endpoint.
CREATE TABLE webhook_endpoints (
  id text PRIMARY KEY,
  endpoint_url text NOT NULL,
  secret text NOT NULL,
  status text NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled')),
  events text[] NOT NULL,
  disabled_reason text,
  failing_since timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Claimed with FOR UPDATE SKIP LOCKED; a claim moves next_attempt_at past the receiver's
-- timeout (a lease), so a process killed mid-send leaves the delivery to be claimed again.
CREATE TABLE deliveries (
  id text PRIMARY KEY,
  target_kind text NOT NULL,
  target_id text NOT NULL,
  event_id text,
  event text,
  body text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  resent_from text,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deliveries_due ON deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX deliveries_by_target ON deliveries (target_kind, target_id, created_at DESC, id DESC);
CREATE INDEX deliveries_finished ON deliveries (created_at) WHERE state <> 'pending';

CREATE TABLE delivery_attempts (
  delivery_id text NOT NULL REFERENCES deliveries(id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  status_code integer,
  error text,
  response_body text,
  duration_ms integer,
  PRIMARY KEY (delivery_id, attempt)
);
