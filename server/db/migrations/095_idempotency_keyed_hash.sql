-- Idempotent requests are told apart by an HMAC under a server-side key over the body without
-- its secret fields (issue #39.7). The unsalted SHA-256 hashes of whole bodies stored before are
-- dropped: they could be tested against guessed passwords, and no new hash would match them (a
-- retry of such a request runs anew).
DELETE FROM idempotency_keys;
