// The search benchmark's data set, fast: the demo seed (its accounts, organizations and 300 jobs) and then N more jobs
// made in one INSERT … SELECT generate_series from those 300 (terms, shift, state and city, posting time, status and
// a rare description word varied per row), so 100,000 jobs take seconds, not the full seed's minutes.
// DATABASE_URL=postgres://… npx tsx scripts/seed-100k-jobs.ts [--jobs 100000] [--keep]
// --keep: add the generated jobs to what is there (no truncate, no demo seed).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { EMPLOYMENT_TERMS, SHIFT_TIMES } from '../src/domain/profile';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seed } from '../src/server/db/seed';

const { values } = parseArgs({
  options: { jobs: { type: 'string', default: '100000' }, keep: { type: 'boolean', default: false } },
});
const total = Number(values.jobs);
const database = await openDatabase(loadConfig({ ...process.env, SEED_DEMO: 'false' }));
const { db } = database;
const t0 = Date.now();
if (!values.keep) {
  await db.execute(
    sql`truncate organizations, users, jobs, applications, offers, status_history, documents, chats, chat_participants, messages, sessions, email_tokens, worker_profiles, api_keys, webhooks, outbox, webhook_deliveries, sent_emails, saved_searches, search_words restart identity cascade`,
  );
  await seed(db, null, { jobs: 300, workers: 40, withFiles: false });
}
const textArray = (xs: readonly string[]) =>
  sql`array[${sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  )}]::text[]`;
// Every row copies one of the demo's jobs (details, pay, organization, recruiter, title, specialty, place) and varies
// what the search reads: terms and shift by row number, 1 in 10 closed, one posting a minute back from now, a
// rare description word ("ventilator", 1 row in 997) so a selective description search has something to find.
await db.execute(sql`
  insert into jobs (gw_job_id, job_id, organization_id, recruiter_id, title, profession, specialty, type, terms,
    description, state, city, facility, shift_time, weekly_rate, hours_per_week, start_date, date_posted, status, details)
  select 'GW-' || (500000 + g), 'BENCH-' || g, s.organization_id, s.recruiter_id, s.title, s.profession, s.specialty,
    s.type, (${textArray(EMPLOYMENT_TERMS)})[1 + (g * 7) % ${EMPLOYMENT_TERMS.length}],
    coalesce(s.description, '') || case when g % 997 = 0 then ' Ventilator management experience required.' else '' end
      || ' Unit ' || translate(substr(md5((g % 20000)::text), 1, 8), '0123456789', 'ghijklmnop') || '.',
    s.state, s.city, s.facility, (${textArray(SHIFT_TIMES)})[1 + (g * 3) % ${SHIFT_TIMES.length}],
    s.weekly_rate + (g % 400), s.hours_per_week, s.start_date,
    now() - make_interval(mins => g), case when g % 10 = 0 then 'closed' else 'open' end, s.details
  from generate_series(1, ${total}) g
  join (select row_number() over (order by gw_job_id) - 1 as rn, * from jobs) s
    on s.rn = g % (select count(*) from jobs)
`);
// Vacuumed and analyzed, as autovacuum leaves a table in steady state (GIN pending lists merged, visibility map set).
await db.execute(sql`vacuum analyze`);
const [{ n }] = (await database.query('select count(*)::int as n from jobs', [])).rows as { n: number }[];
console.log(`${n.toLocaleString('en-US')} jobs on ${database.kind} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
await database.close();
