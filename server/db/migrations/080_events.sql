-- The event log (issue #34): every change the provider's SDK names an event for appends one row
-- here in the same transaction as the change, so a rollback leaves no event and no committed
-- change lacks one. GET /events, webhooks and (later) audit-log streams read from it.
--
-- Order under concurrent writers. A plain sequence is assigned at INSERT, not at COMMIT: a
-- transaction can take sequence 5, stay open, and commit after another one took 6 and committed,
-- so a reader that already paged past 6 would never see 5. We do not serialise writers (an
-- advisory lock held until commit would queue every write of the server behind one lock and can
-- deadlock with row locks). Instead each row records its top-level transaction id (`txid`,
-- xid8: 64-bit, never wraps) and readers
--   * order by (txid, seq), and
--   * only see rows whose txid is below the oldest transaction still running
--     (pg_snapshot_xmin(pg_current_snapshot())).
-- Every transaction below that horizon has finished, and every transaction that will still
-- commit has a txid at or above it, so the visible prefix of (txid, seq) only ever grows at its
-- end: a client paging forward with `after` never skips nor repeats an event. The cost is that an
-- event becomes visible once the transactions that started before its own have ended (normally
-- milliseconds). `seq` is strictly increasing and orders the events of one transaction.
CREATE TABLE events (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  id text NOT NULL UNIQUE,
  event text NOT NULL,
  data jsonb NOT NULL,
  organization_id text,
  context jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_order ON events (txid, seq);
CREATE INDEX events_by_name ON events (event, txid, seq);
CREATE INDEX events_by_organization ON events (organization_id, txid, seq);
CREATE INDEX events_created_at ON events (created_at);
