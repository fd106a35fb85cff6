ALTER TABLE "status_history" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "status_history" ADD COLUMN "offer_status" text;