-- Passwordless sign-in on the hosted page: a six-digit code e-mailed to the user.
ALTER TABLE challenges DROP CONSTRAINT IF EXISTS challenges_kind_check;
ALTER TABLE challenges ADD CONSTRAINT challenges_kind_check
  CHECK (kind IN ('EmailVerification', 'Totp', 'SignInTotp', 'SignInEmailCode'));
