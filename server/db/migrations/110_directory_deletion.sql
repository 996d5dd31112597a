-- A directory is deleted in steps (its users and memberships in batches, then the row), so it
-- shows `deleting` meanwhile; the state it had before is kept for the `dsync.deleted` event.
ALTER TABLE directories ADD COLUMN state_before_deletion text;
CREATE INDEX directories_deleting ON directories (updated_at) WHERE state = 'deleting';
CREATE INDEX memberships_directory ON memberships (directory_id) WHERE directory_id IS NOT NULL;
