-- A job's job_id is the organization's own id for it, when the organization gave one. A job posted without one was
-- stored with a copy of its gw_job_id there, and every page that shows the organization's id showed the product's id a
-- second time ("GW-… · GW-…", "Organization job ID: GW-…"). The column may now be empty, and the copies are removed
-- (a gw_job_id is the product's own, never an organization's).
ALTER TABLE "jobs" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
UPDATE "jobs" SET "job_id" = NULL WHERE "job_id" = "gw_job_id";
