-- A lead can also arrive as a lead form posted without JavaScript (services/forms/native-post.ts),
-- stored with via = 'form-post'. Postgres named the inline check of 001 leads_via_check.
ALTER TABLE leads DROP CONSTRAINT leads_via_check;
ALTER TABLE leads ADD CONSTRAINT leads_via_check CHECK (via IN ('send', 'send-form', 'form-post'));
