ALTER TABLE "contracts" ADD COLUMN "kind" text DEFAULT 'contract' NOT NULL;
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "effective_date" date;
--> statement-breakpoint
DROP INDEX IF EXISTS "contracts_live_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_live_key" ON "contracts" USING btree ("application_id") WHERE "contracts"."status" <> 'void' and "contracts"."kind" = 'contract';
--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_open_amendment_key" ON "contracts" USING btree ("application_id") WHERE "contracts"."kind" = 'amendment' and "contracts"."status" in ('awaiting_worker', 'awaiting_countersign');
--> statement-breakpoint
CREATE TABLE "extension_reminders" (
	"application_id" uuid NOT NULL,
	"end_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extension_reminders_application_id_end_date_pk" PRIMARY KEY("application_id","end_date")
);
--> statement-breakpoint
ALTER TABLE "extension_reminders" ADD CONSTRAINT "extension_reminders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
