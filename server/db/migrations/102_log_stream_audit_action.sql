-- The admin portal's log-stream changes are recorded in the organization's audit log.
INSERT INTO audit_log_schemas (action, version, actor, targets) VALUES
  ('log_stream.changed', 1, '{"metadata":{"type":"object","properties":{}}}', '[{"type":"log_stream"}]')
ON CONFLICT DO NOTHING;
