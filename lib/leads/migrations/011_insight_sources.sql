-- Arrivals per source (issue 56): per UTC day, how many visits arrived from each source label
-- (utm_source, else the referring site's host, else "(direct)"; lib/insights/sources.ts). A day
-- holds at most MAX_SOURCES_PER_DAY labels, the rest counted under "(other)" (the application
-- adds a new label under a per-day advisory lock, so instances together keep the bound). Kept
-- as long as the other counters (lib/insights/store.ts RETENTION_DAYS). Never edit once shipped.
CREATE TABLE insight_sources (
  day date NOT NULL,
  source text NOT NULL CHECK (length(source) BETWEEN 1 AND 253),
  count integer NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, source)
);
