CREATE TABLE "work_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"file_key" text NOT NULL,
	"facts" jsonb NOT NULL,
	"includes_review" boolean DEFAULT false NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_records" ADD CONSTRAINT "work_records_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "work_records_sha256_key" ON "work_records" USING btree ("sha256");
--> statement-breakpoint
CREATE INDEX "work_records_worker_idx" ON "work_records" USING btree ("worker_id","issued_at");
--> statement-breakpoint
CREATE INDEX "work_records_application_idx" ON "work_records" USING btree ("application_id","includes_review","issued_at");
--> statement-breakpoint
CREATE TABLE "application_work_records" (
	"application_id" uuid NOT NULL,
	"work_record_id" uuid NOT NULL,
	"attached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_work_records_application_id_work_record_id_pk" PRIMARY KEY("application_id","work_record_id")
);
--> statement-breakpoint
ALTER TABLE "application_work_records" ADD CONSTRAINT "application_work_records_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "application_work_records" ADD CONSTRAINT "application_work_records_work_record_id_work_records_id_fk" FOREIGN KEY ("work_record_id") REFERENCES "public"."work_records"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "application_work_records_record_idx" ON "application_work_records" USING btree ("work_record_id");
