-- Web Vitals keep a uniform random sample of each day's values (reservoir sampling) instead of
-- the first MAX_SAMPLES: `seen` counts every value offered, `samples` holds at most
-- MAX_SAMPLES of them. Existing lists were the day's first values, all of them kept.
ALTER TABLE insight_vitals ADD COLUMN seen bigint;
UPDATE insight_vitals SET seen = cardinality(samples);
ALTER TABLE insight_vitals ALTER COLUMN seen SET NOT NULL;
ALTER TABLE insight_vitals ADD CONSTRAINT insight_vitals_seen CHECK (seen >= cardinality(samples));

-- The weekly digest counts as sent only once the mail server accepted it (`sent_at`); until
-- then one instance holds the week (`lease_token`, until `lease_until`) while it sends, and a
-- failure lets the next check try again. Weeks claimed before this migration were claimed
-- just before sending: they count as sent.
ALTER TABLE insight_digests ADD COLUMN sent_at timestamptz;
ALTER TABLE insight_digests ADD COLUMN lease_token text;
ALTER TABLE insight_digests ADD COLUMN lease_until timestamptz;
UPDATE insight_digests SET sent_at = claimed_at;
