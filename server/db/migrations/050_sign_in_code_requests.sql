-- Requests for e-mailed sign-in codes (issue #26), for the limits per address and per client.
-- Counted whether or not the address has an account, so the limit reveals nothing.
CREATE TABLE sign_in_code_requests (
  id text PRIMARY KEY,
  email text NOT NULL,
  ip_address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_code_requests_email ON sign_in_code_requests (email, created_at DESC);
CREATE INDEX sign_in_code_requests_ip ON sign_in_code_requests (ip_address, created_at DESC);
