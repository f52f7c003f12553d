-- The cookieless counts of lib/insights (per route and UTC day) and the weekly digest's
-- claim, for sites whose leads are in PostgreSQL (DATABASE_URL): every instance counts into
-- the same totals and the digest goes out once across them. Never edit once shipped.

-- Counters: one row per day, route and event type, incremented in place.
CREATE TABLE insight_counts (
  day date NOT NULL,
  route text NOT NULL CHECK (length(route) <= 200),
  event text NOT NULL CHECK (event IN ('view', 'demo', 'lead', 'calculator', 'language')),
  count integer NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, route, event)
);

-- Web Vitals samples: one bounded list per day, route, viewport class and metric (the
-- application appends only while the list is shorter than its cap, MAX_SAMPLES).
CREATE TABLE insight_vitals (
  day date NOT NULL,
  route text NOT NULL CHECK (length(route) <= 200),
  viewport text NOT NULL CHECK (viewport IN ('phone', 'tablet', 'desktop')),
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  samples double precision[] NOT NULL,
  PRIMARY KEY (day, route, viewport, metric)
);

-- The weekly digest: a week's row is inserted by the one instance that sends it.
CREATE TABLE insight_digests (
  week date PRIMARY KEY,
  claimed_at timestamptz NOT NULL DEFAULT now()
);
