-- The address a completed e-mail change moved the account away from (issue #39 item 15): the
-- hosted sign-in's demo list follows a demo account to its new address by it.
ALTER TABLE email_change_requests ADD COLUMN previous_email text;
