CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" drop column "search";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', regexp_replace(coalesce("jobs"."title", '') || ' ' || coalesce("jobs"."specialty", ''), '[^[:alnum:]]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple', regexp_replace(coalesce("jobs"."profession", '') || ' ' || coalesce("jobs"."facility", '') || ' ' || coalesce("jobs"."terms", '') || ' ' || coalesce("jobs"."shift_time", ''), '[^[:alnum:]]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple', regexp_replace(coalesce("jobs"."city", '') || ' ' || coalesce("jobs"."state", ''), '[^[:alnum:]]+', ' ', 'g')), 'C') || setweight(to_tsvector('simple', regexp_replace(coalesce("jobs"."description", ''), '[^[:alnum:]]+', ' ', 'g')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "jobs_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
    SELECT DISTINCT w FROM unnest(tsvector_to_array(NEW."search")) AS w WHERE length(w) >= 5
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_words" AFTER INSERT OR UPDATE OF "title", "specialty", "profession", "facility", "terms", "shift_time", "city", "state", "description" ON "jobs" FOR EACH ROW EXECUTE FUNCTION "jobs_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "jobs", unnest(tsvector_to_array("jobs"."search")) AS w WHERE length(w) >= 5
  ON CONFLICT DO NOTHING;
