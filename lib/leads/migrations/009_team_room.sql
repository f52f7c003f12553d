-- The team's room (/team, issue 55): sessions, one-time sign-in links and the audit log.
-- lib/team/pg-store.ts. Secrets are stored as their SHA-256 only.

CREATE TABLE team_sessions (
  key text PRIMARY KEY,
  email text NOT NULL,
  address text NOT NULL,
  created_at timestamptz NOT NULL,
  seen_at timestamptz NOT NULL
);
CREATE INDEX team_sessions_email ON team_sessions (email);

CREATE TABLE team_links (
  key text PRIMARY KEY,
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE team_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  who text NOT NULL,
  action text NOT NULL,
  detail text NOT NULL,
  address text NOT NULL
);
CREATE INDEX team_audit_at ON team_audit (at DESC);

-- Passkeys (WebAuthn): the credential's id and public key (base64url), its signature counter.
CREATE TABLE team_passkeys (
  id text PRIMARY KEY,
  email text NOT NULL,
  public_key text NOT NULL,
  counter bigint NOT NULL,
  transports jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX team_passkeys_email ON team_passkeys (email);

-- WebAuthn challenges, kept on the server and taken once (DELETE … RETURNING).
CREATE TABLE team_challenges (
  key text PRIMARY KEY,
  value text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  email text,
  expires_at timestamptz NOT NULL
);
