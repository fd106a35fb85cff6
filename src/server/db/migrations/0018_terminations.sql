CREATE TABLE "terminations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"side" text NOT NULL,
	"reason_code" text NOT NULL,
	"note" text,
	"notice_date" date NOT NULL,
	"effective_date" date NOT NULL,
	"owed" jsonb NOT NULL,
	"created_by" uuid,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "terminations" ADD CONSTRAINT "terminations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "terminations_application_key" ON "terminations" USING btree ("application_id");
--> statement-breakpoint
CREATE INDEX "terminations_organization_idx" ON "terminations" USING btree ("organization_id","effective_date");
