-- Whether a job was ever open to applications. A duplicate is made paused and was stored as posted at that moment: when
-- it was opened days later, the board ranked it by its copy date, and no saved-search alert ever went out for it (alerts
-- were queued only when a job was created open). A duplicate is stored unposted now; its first opening posts it (its
-- date_posted is then; its alert is queued). Every job there is has been posted or is a duplicate of one: true.
ALTER TABLE "jobs" ADD COLUMN "posted" boolean DEFAULT true NOT NULL;
