CREATE TABLE "contract_clause_versions" (
	"organization_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"clauses" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_clause_versions_organization_id_version_pk" PRIMARY KEY("organization_id","version")
);
--> statement-breakpoint
ALTER TABLE "contract_clause_versions" ADD CONSTRAINT "contract_clause_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contract_clause_versions" ADD CONSTRAINT "contract_clause_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
