-- Cache freshness by triggers (issue 43, decision 0051): the database bumps a table's version for every statement that
-- writes it, whoever runs it (drizzle, hand-written SQL, a cascade, another trigger), and NOTIFYs the new version on
-- the hub's channel (delivered on commit; a rollback takes both back).
--
-- A table's version is the sum of its rows here, one per slot: each database session claims a slot of its own (a
-- session-level advisory lock), so two concurrent transactions never update the same version row. With one row per
-- table, a transaction's first write to a table would hold that row's lock until it commits: every writer of the table
-- would wait for the others to commit, and two transactions writing two tables in opposite orders would deadlock.
ALTER TABLE "cache_versions" ADD COLUMN "slot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cache_versions" DROP CONSTRAINT "cache_versions_pkey";--> statement-breakpoint
ALTER TABLE "cache_versions" ADD CONSTRAINT "cache_versions_pkey" PRIMARY KEY ("scope", "slot");--> statement-breakpoint
-- The hand-kept scopes of decision 0018 are read by nothing since decision 0019.
DELETE FROM "cache_versions" WHERE "scope" NOT LIKE 't:%';--> statement-breakpoint
-- This session's slot: claimed once (the lowest free one, held by an advisory lock until the session ends) and kept in
-- a session setting. A claim made in a transaction that rolled back lost the setting but not the lock: found in
-- pg_locks. -1 (shared) only when more sessions write than max_connections allows slots for, which cannot happen.
CREATE FUNCTION "cache_version_slot"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  claimed integer := nullif(current_setting('carelink.cache_version_slot', true), '')::integer;
BEGIN
  IF claimed IS NOT NULL THEN
    RETURN claimed;
  END IF;
  SELECT objid::integer INTO claimed FROM pg_locks
    WHERE locktype = 'advisory' AND pid = pg_backend_pid() AND classid = 43 AND objsubid = 2
    ORDER BY objid LIMIT 1;
  IF claimed IS NULL THEN
    FOR i IN 0..current_setting('max_connections')::integer LOOP
      IF pg_try_advisory_lock(43, i) THEN
        claimed := i;
        EXIT;
      END IF;
    END LOOP;
  END IF;
  claimed := coalesce(claimed, -1);
  PERFORM set_config('carelink.cache_version_slot', claimed::text, false);
  RETURN claimed;
END
$$;--> statement-breakpoint
-- The trigger function of every table: one more on this session's row of the table's version, announced on the hub's
-- channel (src/server/queue/hub.ts HUB_CHANNEL) under the topic VERSIONS_TOPIC of src/server/db/table-versions.ts.
CREATE FUNCTION "bump_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written text := 't:' || TG_TABLE_NAME;
  mine integer := cache_version_slot();
  now_at bigint;
BEGIN
  INSERT INTO cache_versions AS c (scope, slot, version) VALUES (written, mine, 1)
    ON CONFLICT ON CONSTRAINT cache_versions_pkey DO UPDATE SET version = c.version + 1
    RETURNING c.version INTO now_at;
  PERFORM pg_notify('carelink_events', json_build_object('topic', 'versions.bumped',
    'data', json_build_object('v', json_build_array(json_build_array(written, mine, now_at))))::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "api_keys" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "application_work_records" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "assignments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "auth_throttle" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "chat_participants" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "chats" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contract_clause_versions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contract_signatures" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contracts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "documents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "email_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extension_reminders" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "held_applications" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mail_sends" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "messages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notification_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "onboarding_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "onboarding_templates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "outbox" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "platform_keys" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rate_cards" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "referees" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "saved_searches" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_words" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sent_emails" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "status_history" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "terminations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "timesheet_entries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "timesheet_history" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "timesheet_punches" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "timesheet_versions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "timesheet_weeks" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "webhook_deliveries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "webhooks" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "work_records" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "worker_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
