-- Hours and time off (issue 55, step 5): a rep's weekly hours and time off as edited in the
-- team room (/team/hours), overriding content/sales-team.ts. One row per rep with an override;
-- the booking service reads the table on every listing, so a save is in force at once on every
-- instance. lib/team/pg-store.ts.

CREATE TABLE team_rep_hours (
  rep text PRIMARY KEY,
  weekly_hours jsonb NOT NULL,
  time_off jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);
