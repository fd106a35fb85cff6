-- The pay model (src/domain/offers/pay.ts) stores pay INPUTS only and derives taxable weekly, weekly total and
-- feels-like on every read, so a stale stored figure can never be shown again (issue 17: a counter of 60/h for 36 h
-- showed a stored taxable weekly of 1872 instead of 2160). This migration:
--   1. lets jobs.hours_per_week hold posted quarter hours (37.5 was refused by the integer column with a 500);
--   2. turns a legacy taxable weekly without an hourly rate into the hourly rate it implies (jobs and offer versions);
--   3. removes the stored derived values (taxable_weekly, weekly_rate, feels_like_hourly) from jobs' pay and from
--      every offer version's pay;
--   4. recomputes the sortable jobs.weekly_rate column as the pay model does: round(hourly × hours, 2) + stipend
--      (numeric round is half away from zero, like the domain), NULL without an hourly rate or hours.
ALTER TABLE "jobs" ALTER COLUMN "hours_per_week" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
UPDATE "jobs"
SET "details" = jsonb_set(
  "details",
  '{pay,hourly_rate}',
  to_jsonb(round(("details"->'pay'->>'taxable_weekly')::numeric / ("details"->'hours'->>'hours_per_week')::numeric, 2))
)
WHERE jsonb_typeof("details"->'pay'->'hourly_rate') IS DISTINCT FROM 'number'
  AND jsonb_typeof("details"->'pay'->'taxable_weekly') = 'number'
  AND jsonb_typeof("details"->'hours'->'hours_per_week') = 'number'
  AND ("details"->'hours'->>'hours_per_week')::numeric > 0
  AND ("details"->'pay'->>'taxable_weekly')::numeric > 0;--> statement-breakpoint
UPDATE "offers" AS o
SET "terms" = jsonb_set(
  o."terms",
  '{pay,hourly_rate}',
  to_jsonb(round(
    (o."terms"->'pay'->>'taxable_weekly')::numeric / COALESCE(
      CASE WHEN jsonb_typeof(o."terms"->'hours'->'hours_per_week') = 'number'
        AND (o."terms"->'hours'->>'hours_per_week')::numeric > 0
        THEN (o."terms"->'hours'->>'hours_per_week')::numeric END,
      (j."details"->'hours'->>'hours_per_week')::numeric
    ),
    2
  ))
)
FROM "applications" AS a, "jobs" AS j
WHERE a."id" = o."application_id" AND j."id" = a."job_id"
  AND jsonb_typeof(o."terms"->'pay'->'hourly_rate') IS DISTINCT FROM 'number'
  AND jsonb_typeof(o."terms"->'pay'->'taxable_weekly') = 'number'
  AND (o."terms"->'pay'->>'taxable_weekly')::numeric > 0
  AND COALESCE(
    CASE WHEN jsonb_typeof(o."terms"->'hours'->'hours_per_week') = 'number'
      AND (o."terms"->'hours'->>'hours_per_week')::numeric > 0
      THEN (o."terms"->'hours'->>'hours_per_week')::numeric END,
    CASE WHEN jsonb_typeof(j."details"->'hours'->'hours_per_week') = 'number'
      THEN (j."details"->'hours'->>'hours_per_week')::numeric END,
    0
  ) > 0;--> statement-breakpoint
UPDATE "jobs"
SET "details" = jsonb_set("details", '{pay}', ("details"->'pay') - 'taxable_weekly' - 'weekly_rate' - 'feels_like_hourly')
WHERE jsonb_typeof("details"->'pay') = 'object'
  AND ("details"->'pay') ?| ARRAY['taxable_weekly', 'weekly_rate', 'feels_like_hourly'];--> statement-breakpoint
UPDATE "offers"
SET "terms" = jsonb_set("terms", '{pay}', ("terms"->'pay') - 'taxable_weekly' - 'weekly_rate' - 'feels_like_hourly')
WHERE jsonb_typeof("terms"->'pay') = 'object'
  AND ("terms"->'pay') ?| ARRAY['taxable_weekly', 'weekly_rate', 'feels_like_hourly'];--> statement-breakpoint
UPDATE "jobs"
SET "weekly_rate" = CASE
  WHEN jsonb_typeof("details"->'pay'->'hourly_rate') = 'number'
    AND jsonb_typeof("details"->'hours'->'hours_per_week') = 'number'
    AND ("details"->'pay'->>'hourly_rate')::numeric > 0
    AND ("details"->'hours'->>'hours_per_week')::numeric > 0
  THEN round(("details"->'pay'->>'hourly_rate')::numeric * ("details"->'hours'->>'hours_per_week')::numeric, 2)
    + CASE
        WHEN jsonb_typeof("details"->'pay'->'non_taxable_weekly') = 'number'
          AND ("details"->'pay'->>'non_taxable_weekly')::numeric > 0
        THEN round(("details"->'pay'->>'non_taxable_weekly')::numeric, 2)
        ELSE 0
      END
  ELSE NULL
END;
