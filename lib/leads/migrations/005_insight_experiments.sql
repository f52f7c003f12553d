-- Experiment exposure (issue 39): per UTC day, experiment and variant, the views of pages in
-- that variant and the enrolled visitors (the exposure beacon the browser sends once per
-- experiment, on its first view of it after Accept All; no identifier is sent or kept). The two
-- arrive as separate beacons, so either may be counted first. Kept longer than the other counts (a year,
-- lib/insights/store.ts EXPERIMENT_RETENTION_DAYS) since a result needs every day an experiment
-- ran. Keys are the slugs of content/experiments.ts. Never edit once shipped.
CREATE TABLE insight_experiments (
  day date NOT NULL,
  experiment text NOT NULL CHECK (experiment ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(experiment) <= 64),
  variant text NOT NULL CHECK (variant ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(variant) <= 64),
  views integer NOT NULL CHECK (views >= 0),
  enrolled integer NOT NULL CHECK (enrolled >= 0),
  PRIMARY KEY (day, experiment, variant)
);
