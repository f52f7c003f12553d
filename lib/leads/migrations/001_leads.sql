-- Leads the site's endpoint accepted (leads) and their delivery to the team by each channel
-- (lead_deliveries). Applied by `npm run db:migrate`; never edit a file once it has shipped,
-- add the next numbered one instead.

-- btree_gist lets one GiST index compare a text key with = beside a time range with &&,
-- which the duplicate rule below needs. It ships with PostgreSQL and is a trusted extension:
-- the database owner can create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE leads (
  id uuid PRIMARY KEY,
  received_at timestamptz NOT NULL,
  form text NOT NULL CHECK (form IN ('partner', 'contact', 'demo')),
  service_id text NOT NULL,
  template_id text NOT NULL,
  lib_version text,
  via text NOT NULL CHECK (via IN ('send', 'send-form')),
  -- The validated params: string, number and boolean values only.
  template_params jsonb NOT NULL CHECK (jsonb_typeof(template_params) = 'object'),
  spam boolean NOT NULL DEFAULT false,
  spam_reason text,
  -- Same visitor, same message: one stored lead per duplicate window.
  dedup_key text,
  dedup_until timestamptz,
  CHECK ((dedup_key IS NULL) = (dedup_until IS NULL) AND dedup_until > received_at),
  -- The duplicate rule as a constraint rather than a read-then-write in the application: no
  -- two leads with one key may have overlapping windows [received_at, dedup_until). Two
  -- windows of equal length overlap exactly when the leads are less than that length apart,
  -- so a second lead inside the window conflicts, and the insert (ON CONFLICT DO NOTHING)
  -- waits for a concurrent one to commit or roll back before deciding. A unique index on
  -- (key, fixed 10-minute bucket) cannot say "within 10 minutes" across a bucket edge; this
  -- exclusion index, PostgreSQL's generalisation of a unique index, can.
  CONSTRAINT leads_one_per_dedup_window
    EXCLUDE USING gist (dedup_key WITH =, tstzrange(received_at, dedup_until) WITH &&)
    WHERE (dedup_key IS NOT NULL)
);

-- `npm run outbox` lists newest first.
CREATE INDEX leads_received_at ON leads (received_at DESC);

CREATE TABLE lead_deliveries (
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('smtp', 'webhook')),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz,
  last_error text,
  delivered_at timestamptz,
  -- The relay instance working on this delivery, until when. A relay that dies leaves the
  -- lease to expire; another instance then claims the delivery again.
  leased_by text,
  leased_until timestamptz,
  PRIMARY KEY (lead_id, channel),
  CHECK (state <> 'delivered' OR delivered_at IS NOT NULL)
);

-- What claim() scans: due pending deliveries, oldest due first.
CREATE INDEX lead_deliveries_due ON lead_deliveries (next_attempt_at) WHERE state = 'pending';
-- `npm run outbox -- --pending` / `--failed`.
CREATE INDEX lead_deliveries_state ON lead_deliveries (state, lead_id);
