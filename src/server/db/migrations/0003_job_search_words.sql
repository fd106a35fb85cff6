ALTER TABLE "jobs" drop column "search";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(coalesce("jobs"."title", '') || ' ' || coalesce("jobs"."specialty", '') || ' ' || coalesce("jobs"."facility", '') || ' ' || coalesce("jobs"."city", '') || ' ' || coalesce("jobs"."profession", ''), '[^[:alnum:]]+', ' ', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");
