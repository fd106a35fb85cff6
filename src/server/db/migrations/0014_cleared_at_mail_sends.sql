ALTER TABLE "applications" ADD COLUMN "cleared_at" timestamp with time zone;--> statement-breakpoint
-- Cleared legitimately, by the history: the first move into Cleared or Working from a status before clearance (the
-- Cleared rule applied to it, or an organization's override was recorded). A move into Cleared or Working from Done
-- (the detour of issue 41) was never checked and does not count.
UPDATE "applications" AS a SET "cleared_at" = h."at"
FROM (
  SELECT "application_id", min("created_at") AS "at" FROM "status_history"
  WHERE "to_status" IN ('Cleared', 'Working')
    AND ("from_status" IS NULL OR "from_status" NOT IN ('Cleared', 'Working', 'Done'))
  GROUP BY "application_id"
) AS h
WHERE a."id" = h."application_id";--> statement-breakpoint
-- Placements past Onboarding whose clearance holds today (a signed contract, every required item verified), e.g. rows
-- written without a history of the move.
UPDATE "applications" AS a SET "cleared_at" = a."status_changed_at"
WHERE a."cleared_at" IS NULL
  AND a."status" IN ('Cleared', 'Working', 'Done')
  AND EXISTS (SELECT 1 FROM "contracts" c WHERE c."application_id" = a."id" AND c."status" = 'signed')
  AND NOT EXISTS (
    SELECT 1 FROM "onboarding_items" i WHERE i."application_id" = a."id" AND i."required" AND i."status" <> 'verified'
  );--> statement-breakpoint
CREATE TABLE "mail_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"sender_id" uuid,
	"organization_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "mail_sends_recipient_idx" ON "mail_sends" USING btree ("recipient","kind","created_at");--> statement-breakpoint
CREATE INDEX "mail_sends_sender_idx" ON "mail_sends" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_sends_organization_idx" ON "mail_sends" USING btree ("organization_id","created_at");
