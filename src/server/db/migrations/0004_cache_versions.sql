CREATE TABLE "cache_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_open_page_idx" ON "jobs" USING btree ("date_posted" DESC NULLS LAST,"id") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_state_page_idx" ON "jobs" USING btree ("state","date_posted" DESC NULLS LAST,"id") WHERE "jobs"."status" = 'open';