DROP INDEX "applications_org_status_idx";--> statement-breakpoint
CREATE INDEX "applications_org_status_idx" ON "applications" USING btree ("organization_id","status","status_changed_at","id");