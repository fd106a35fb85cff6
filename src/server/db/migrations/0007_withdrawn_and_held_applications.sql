CREATE TABLE "held_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"worker_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"auto_offer_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "applications_worker_job_key";--> statement-breakpoint
ALTER TABLE "held_applications" ADD CONSTRAINT "held_applications_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_applications" ADD CONSTRAINT "held_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "held_applications_worker_job_key" ON "held_applications" USING btree ("worker_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_worker_job_key" ON "applications" USING btree ("worker_id","job_id") WHERE "applications"."offer_status" is distinct from 'Withdrawn';--> statement-breakpoint
-- Withdrawals made before Withdrawn was its own outcome were stored as a plain Rejected: the application's latest
-- history row (kind 'withdraw') tells them apart from a rejection or a decline.
UPDATE "applications" AS a SET "offer_status" = 'Withdrawn'
WHERE a."status" = 'Rejected'
  AND (SELECT h."kind" FROM "status_history" h WHERE h."application_id" = a."id"
       ORDER BY h."created_at" DESC, h."id" DESC LIMIT 1) = 'withdraw';
