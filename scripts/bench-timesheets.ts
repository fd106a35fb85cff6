// The organization's timesheet approval list under load (issue 44): 500 open assignments of one organization, each
// with a submitted week waiting, read at 50 connections with autocannon; prints the latency percentiles and the list
// query's plan (the index timesheet_weeks_org_status_idx).
// Usage: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-timesheets.ts [seconds=10] [--json]
// (also run by `npm run bench`, section "Timesheet approval list": --json prints one line of figures last)
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../src/server/test/test-app';
import { buildApplication, buildJob, buildMember, buildOrg, buildUser } from '../src/server/test/factories';
import { timesheetWeeks } from '../src/server/db/schema';

const json = process.argv.includes('--json');
const seconds = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 10);
const t = await createTestApp({ rateLimitMax: 100_000_000 });
const org = await buildOrg(t.app, { name: 'Bench Health' });
const orgUser = await buildMember(t.app, 'organization', org.id);
const job = await buildJob(t.app, org.id);
// A second organization's weeks, so the index has to pick this organization's.
const other = await buildOrg(t.app, { name: 'Other Health' });
const otherJob = await buildJob(t.app, other.id);
const weeks: (typeof timesheetWeeks.$inferInsert)[] = [];
for (let i = 0; i < 1000; i++) {
  const worker = await buildUser(t.app, 'worker');
  const mine = i < 500;
  const a = await buildApplication(t.app, worker.id, mine ? job : otherJob, { status: 'Working' });
  for (const [w, status] of [
    ['2027-03-07', 'approved'],
    ['2027-03-14', 'submitted'],
    ['2027-03-21', 'draft'],
  ] as const)
    weeks.push({
      applicationId: a.id,
      organizationId: mine ? org.id : other.id,
      weekStart: w,
      status,
      submittedAt: status === 'draft' ? null : new Date(Date.UTC(2027, 2, 20, 0, i % 60, i)),
      workedMinutes: 2160,
    });
}
for (let i = 0; i < weeks.length; i += 500) await t.app.db.insert(timesheetWeeks).values(weeks.slice(i, i + 500));
await t.app.db.execute(sql`analyze`);
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address() as { port: number };
const url = `http://127.0.0.1:${address.port}/api/timesheets?status=submitted&limit=25`;
const result = await autocannon({ url, connections: 50, duration: seconds, headers: { cookie: orgUser.cookie } });
console.log(
  `GET /api/timesheets?status=submitted (500 open assignments, 50 connections, ${seconds} s): ` +
    `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, ` +
    `p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
);
const plan = await t.app.db.execute(
  sql`explain select * from timesheet_weeks where organization_id = ${org.id} and status = 'submitted' order by submitted_at asc nulls last, id limit 26`,
);
console.log((plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n'));
if (json)
  console.log(
    JSON.stringify({
      assignments: 500,
      connections: 50,
      seconds,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    }),
  );
await t.close();
