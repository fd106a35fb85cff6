DROP INDEX "search_words_trgm_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "leased_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_leased_group_idx" ON "outbox" USING btree ("group_key") WHERE "outbox"."leased_until" is not null and "outbox"."done_at" is null;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);