CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"side" text NOT NULL,
	"author_id" uuid,
	"scores" jsonb NOT NULL,
	"comments" text,
	"eligible_for_rehire" boolean,
	"do_not_return_reason" text,
	"would_return" boolean,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_application_side_key" ON "reviews" USING btree ("application_id","side");
--> statement-breakpoint
CREATE INDEX "reviews_do_not_return_idx" ON "reviews" USING btree ("organization_id","worker_id","created_at") WHERE "reviews"."do_not_return_reason" is not null;
--> statement-breakpoint
CREATE INDEX "reviews_org_side_idx" ON "reviews" USING btree ("organization_id","side","created_at");
