CREATE TABLE "rate_cards" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"card" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"week_version" integer NOT NULL,
	"refers_to" uuid,
	"client_name" text NOT NULL,
	"client_address" text NOT NULL,
	"lines" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refers_to_invoices_id_fk" FOREIGN KEY ("refers_to") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_week_kind_version_key" ON "invoices" USING btree ("application_id","week_start","kind","version");
--> statement-breakpoint
CREATE INDEX "invoices_org_issued_idx" ON "invoices" USING btree ("organization_id","issued_at","id");
--> statement-breakpoint
-- An issued invoice or credit note never changes: a correction is a new row (issue 45).
CREATE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'an issued invoice cannot be changed';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_no_update" BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"();
