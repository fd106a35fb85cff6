CREATE TABLE "assignments" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"offer_version" integer,
	"stated" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"terms" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_weeks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"auto_approve_at" timestamp with time zone,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"worked_minutes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"week_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"entries" jsonb NOT NULL,
	"disputes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"statement" jsonb,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "timesheet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"week_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"local_date" date NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	"source" text DEFAULT 'entry' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_punches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"entry_id" uuid,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"reason" text,
	"corrected" boolean DEFAULT false NOT NULL,
	"by_user_id" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"week_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"text" text NOT NULL,
	"by_user_id" uuid,
	"by_label" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_versions" ADD CONSTRAINT "timesheet_versions_week_id_timesheet_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."timesheet_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_week_id_timesheet_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."timesheet_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_punches" ADD CONSTRAINT "timesheet_punches_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_history" ADD CONSTRAINT "timesheet_history_week_id_timesheet_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."timesheet_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_weeks_application_week_key" ON "timesheet_weeks" USING btree ("application_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheet_weeks_org_status_idx" ON "timesheet_weeks" USING btree ("organization_id","status","submitted_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_weeks_token_key" ON "timesheet_weeks" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_versions_week_version_key" ON "timesheet_versions" USING btree ("week_id","version");--> statement-breakpoint
CREATE INDEX "timesheet_entries_week_idx" ON "timesheet_entries" USING btree ("week_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_entries_open_key" ON "timesheet_entries" USING btree ("application_id") WHERE "timesheet_entries"."end_at" is null;--> statement-breakpoint
CREATE INDEX "timesheet_punches_application_idx" ON "timesheet_punches" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "timesheet_history_week_idx" ON "timesheet_history" USING btree ("week_id","created_at");
