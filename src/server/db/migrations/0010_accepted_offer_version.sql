-- The offer version accepted: the agreed terms of record (domain agreedTerms()). Applications already past an accepted
-- offer (Onboarding and later, with offer versions) accepted their newest version: the one that was live when accepted.
ALTER TABLE "applications" ADD COLUMN "accepted_offer_version" integer;--> statement-breakpoint
UPDATE "applications" a SET "accepted_offer_version" = (SELECT max(o."version") FROM "offers" o WHERE o."application_id" = a."id")
WHERE a."status" IN ('Onboarding', 'Cleared', 'Working', 'Done')
  AND EXISTS (SELECT 1 FROM "offers" o WHERE o."application_id" = a."id");
