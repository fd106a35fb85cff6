// The response and session caches never serve stale data. A write goes through one instance (the writer); the very next
// read goes through another instance with a warm cache (the reader) and must equal the same read through an instance
// without any cache (the reference), and a 304 is only ever returned when the reference still answers the same bytes.
// With TEST_DATABASE_URL the three are separate pools on one PostgreSQL (bumps travel by LISTEN/NOTIFY); without it
// the writer is the reader and the reference shares its embedded PGlite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openPostgres, type Database } from '../db/client';
import { createLocalStorage } from '../storage/local';
import { buildApp } from '../app';
import { openTestDatabase } from '../test/test-app';
import {
  buildApplication,
  buildJob,
  buildMember,
  buildOrgWithTeam,
  buildWorker,
  type TestUser,
} from '../test/factories';
import { multipartBody } from '../test/server-process';
import { injectAs } from '../test/inject-as';
import { makePdf } from '../db/seed-files';
import { jobCounts } from '../modules/jobs/queries';
import { boardCounts } from '../modules/applications/queries';

const TWO_INSTANCES = Boolean(process.env.TEST_DATABASE_URL);

let drop: () => Promise<void>;
let extra: Database[] = [];
let writer: FastifyInstance;
let reader: FastifyInstance;
let reference: FastifyInstance;
let dir: string;

beforeAll(async () => {
  const first = await openTestDatabase();
  drop = first.drop;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-cache-'));
  const env = { NODE_ENV: 'test', DATA_DIR: dir, SESSION_SECRET: 'test-secret' };
  const cached = { ...loadConfig(env), rateLimitMax: 1_000_000 };
  const uncached = { ...cached, responseCache: false, sessionCacheTtlMs: 0 };
  const storage = createLocalStorage(path.join(dir, 'files'));
  writer = await buildApp({ config: cached, database: first.database, storage });
  if (TWO_INSTANCES) {
    const url = await databaseUrlOf(first.database);
    extra = [await openPostgres(url), await openPostgres(url)];
    reader = await buildApp({ config: cached, database: extra[0], storage });
    reference = await buildApp({ config: uncached, database: extra[1], storage });
  } else {
    reader = writer;
    reference = await buildApp({ config: uncached, database: first.database, storage });
  }
  for (const a of new Set([writer, reader, reference])) await a.ready();
}, 120_000);

afterAll(async () => {
  for (const a of new Set([reference, reader, writer])) await a?.close();
  for (const d of extra) await d.close();
  await drop?.();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const get = (app: FastifyInstance, user: TestUser, url: string, etag?: string) =>
  injectAs(app, user).get(url, { headers: etag ? { 'if-none-match': etag } : {} });

/**
 * The reference's answer, computed from scratch: the in-process memos (match scores, parsed profiles) are emptied
 * first, so a stale memo entry on the reader shows as a difference instead of being shared by both.
 */
const truthOf = (user: TestUser, url: string) => {
  reference.memos.clear();
  return get(reference, user, url);
};

const send = async (user: TestUser, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
  const res = await injectAs(writer, user)({ method, url, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
};

/** Reads every url on the reader (twice: the second is a cache hit), runs the write, reads again. */
async function expectFresh(reads: [TestUser, string][], write: () => Promise<unknown>) {
  const before: { body: string; etag: string }[] = [];
  for (const [user, url] of reads) {
    const first = await get(reader, user, url);
    expect(first.statusCode, `${url}: ${first.body}`).toBe(200);
    const hits = reader.responseCache.hits;
    const second = await get(reader, user, url);
    expect(reader.responseCache.hits - hits, `${url} is cached`).toBe(1);
    expect(second.body).toBe(first.body);
    before.push({ body: first.body, etag: String(first.headers.etag) });
  }
  await write();
  let changed = 0;
  for (const [i, [user, url]] of reads.entries()) {
    const conditional = await get(reader, user, url, before[i].etag);
    const plain = await get(reader, user, url);
    const truth = await truthOf(user, url);
    if (truth.body !== before[i].body) {
      changed++;
      expect(conditional.statusCode, `304 for changed data at ${url}`).not.toBe(304);
    }
    if (conditional.statusCode !== 304) expectSame(conditional, truth, url);
    expectSame(plain, truth, url);
  }
  // The write must have changed at least one of the reads, or the check proves nothing.
  expect(changed).toBeGreaterThan(0);
}

function expectSame(got: LightMyRequestResponse, truth: LightMyRequestResponse, url: string) {
  expect(got.statusCode, url).toBe(truth.statusCode);
  expect(got.body, url).toBe(truth.body);
}

/** A job; its pay follows the title's last letter (A, B, C), so an edit also moves the worker's match. */
const jobBody = (title: string) => ({
  title,
  profession: 'Registered Nurse',
  specialty: 'ICU',
  terms: 'Travel Contract',
  description: 'Nights in a level I trauma ICU.',
  pay: { hourly_rate: ({ B: 30, C: 90 } as Record<string, number>)[title.at(-1)!] ?? 50, non_taxable_weekly: 1300 },
  hours: { hours_per_week: 36, hours_per_shift: 12, shifts_per_week: 3 },
  schedule: { shift_time: 'Nights', start_date: '2026-12-01' },
  location: { state: 'GA', city: 'Atlanta', facility: 'Grady' },
  requirements: { certifications: ['BLS'] },
});
const TERMS = { pay: { hourly_rate: 52, taxable_weekly: 1872 }, hours: { hours_per_week: 36 } };

async function world() {
  const team = await buildOrgWithTeam(writer);
  const worker = await buildWorker(writer);
  const job = await buildJob(writer, team.org.id, { recruiterId: team.recruiter.id, ...jobBody('ICU Nurse') });
  return { ...team, worker, job };
}

describe(`every write is visible on the next read (${TWO_INSTANCES ? 'two instances on PostgreSQL' : 'PGlite'})`, () => {
  it('job edit', async () => {
    const w = await world();
    await expectFresh(
      [
        [w.worker, '/api/jobs?pageSize=50'],
        [w.worker, `/api/jobs/${w.job.id}`],
        [w.worker, `/api/jobs/${w.job.gwJobId}`],
        [w.recruiter, `/api/jobs/${w.job.id}`],
      ],
      () => send(w.orgUser, 'PATCH', `/api/org/jobs/${w.job.id}`, jobBody('ICU Nurse (edited)')),
    );
  });

  it('pause and close', async () => {
    const w = await world();
    const a = await buildApplication(writer, w.worker.id, w.job);
    const reads: [TestUser, string][] = [
      [w.worker, '/api/jobs?pageSize=50'],
      [w.worker, `/api/applications/${a.id}`],
      [w.recruiter, `/api/jobs/${w.job.id}`],
      [w.recruiter, '/api/applications?status=New'],
    ];
    await expectFresh(reads, () => send(w.orgUser, 'POST', `/api/org/jobs/${w.job.id}/status`, { status: 'paused' }));
    await expectFresh(reads, () => send(w.orgUser, 'POST', `/api/org/jobs/${w.job.id}/status`, { status: 'open' }));
    await expectFresh(reads, () => send(w.orgUser, 'POST', `/api/org/jobs/${w.job.id}/status`, { status: 'closed' }));
  });

  it('apply', async () => {
    const w = await world();
    await expectFresh(
      [
        [w.worker, '/api/jobs?pageSize=50'],
        [w.worker, `/api/jobs/${w.job.id}`],
        [w.worker, '/api/work-journey'],
        [w.recruiter, '/api/applications?status=New'],
        [w.recruiter, '/api/applications/counts'],
      ],
      () =>
        send(w.worker, 'POST', '/api/worker-job-apply', {
          status: 'New',
          job_id: w.job.id,
          recruiter_id: w.job.recruiterId,
          organization_id: w.job.organizationId,
          gw_job_id: w.job.gwJobId,
          auto_offer_consent: false,
        }),
    );
  });

  it('profile change', async () => {
    const w = await world();
    const a = await buildApplication(writer, w.worker.id, w.job);
    await expectFresh(
      [
        [w.worker, `/api/jobs/${w.job.id}`],
        [w.recruiter, `/api/applications/${a.id}`],
        [w.recruiter, '/api/applications?status=New'],
      ],
      () =>
        send(w.worker, 'PUT', '/api/worker-profile', {
          summary: { hours_per_week_range: { min: 40, max: 48 }, min_weekly_pay: 2222, feels_like_hourly: 57 },
        }),
    );
  });

  it('document upload', async () => {
    const w = await world();
    const a = await buildApplication(writer, w.worker.id, w.job);
    const form = multipartBody(
      { category: 'diploma', expiresOn: '2030-01-31' },
      { name: 'Diploma.pdf', content: await makePdf('Nursing diploma'), type: 'application/pdf' },
    );
    await expectFresh(
      [
        [w.worker, `/api/jobs/${w.job.id}`],
        [w.recruiter, `/api/applications/${a.id}`],
      ],
      async () => {
        const res = await injectAs(writer, w.worker).post('/api/documents/upload', form.body, {
          headers: { 'content-type': form.contentType },
        });
        expect(res.statusCode, res.body).toBe(201);
      },
    );
  });

  it('status change, offer move and assignment', async () => {
    const w = await world();
    const a = await buildApplication(writer, w.worker.id, w.job);
    const reads: [TestUser, string][] = [
      [w.worker, '/api/work-journey'],
      [w.worker, `/api/applications/${a.id}`],
      [w.worker, `/api/jobs/${w.job.id}`],
      [w.recruiter, '/api/applications?status=New'],
      [w.recruiter, '/api/applications?status=Screening'],
      [w.recruiter, '/api/applications/counts'],
      [w.recruiter, `/api/applications/${a.id}`],
      [w.recruiter, `/api/applications/${a.id}/offers`],
      // The board's counts are shared by the organization's users: the org user's read comes from the recruiter's.
      [w.recruiter, '/api/applications/board'],
      [w.orgUser, '/api/applications/board'],
      [w.orgUser, `/api/applications/board?recruiter=${w.recruiter.id}`],
    ];
    await expectFresh(reads, () =>
      send(w.recruiter, 'PATCH', '/api/application-journey', { status: 'Screening', applicationId: a.id }),
    );
    await expectFresh(reads, () => send(w.recruiter, 'POST', '/api/offers', { applicationId: a.id, terms: TERMS }));
    const other = await buildMember(writer, 'recruiter', w.org.id);
    await expectFresh(reads, () =>
      send(w.orgUser, 'POST', '/api/application-journey/assign-recruiter', {
        applicationId: a.id,
        newRecruiterId: other.id,
        recruiterName: 'Other',
      }),
    );
  });
});

describe('an ETag is the same on every instance', () => {
  it('an instance without the answer in memory answers 304 to an unchanged ETag, 200 once a write changed it', async () => {
    const w = await world();
    const url = `/api/jobs/${w.job.id}`;
    const first = await get(writer, w.worker, url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    reader.responseCache.clear(); // nothing kept: the ETag is computed again from the versions
    const again = await get(reader, w.worker, url, etag);
    expect([again.statusCode, again.body]).toEqual([304, '']);
    await send(w.orgUser, 'PATCH', `/api/org/jobs/${w.job.id}`, jobBody('ICU Nurse (retitled)'));
    reader.responseCache.clear();
    const changed = await get(reader, w.worker, url, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('ICU Nurse (retitled)');
    expect(changed.body).toBe((await truthOf(w.worker, url)).body);
  });
});

describe('announced bumps', () => {
  it('a bump announced after this instance read it evicts nothing; a newer one evicts the answers that read it', async () => {
    const w = await world();
    const url = `/api/jobs/${w.job.id}`;
    reader.responseCache.clear();
    try {
      expect((await get(reader, w.worker, url)).statusCode).toBe(200);
      // A slot of the jobs table's version (a database session that wrote jobs) and its committed version.
      const { rows } = await reader.database.query(
        "select slot, version from cache_versions where scope = 't:jobs' order by version desc limit 1",
      );
      const slot = Number((rows[0] as { slot: number }).slot);
      const known = Number((rows[0] as { version: string }).version);
      // The hub's NOTIFY of a write this instance has already read the version of (it arrives late on PostgreSQL).
      reader.versions.apply([['t:jobs', slot, known]]);
      let hits = reader.responseCache.hits;
      await get(reader, w.worker, url);
      expect(reader.responseCache.hits - hits, 'the fresh answer was kept').toBe(1);
      // News: the answers that read the jobs table go.
      const kept = reader.responseCache.size;
      reader.versions.apply([['t:jobs', slot, known + 1]]);
      expect(reader.responseCache.size).toBeLessThan(kept);
      hits = reader.responseCache.hits;
      await get(reader, w.worker, url);
      expect(reader.responseCache.hits - hits).toBe(0);
    } finally {
      // The version announced above was made up: forget it, as after a lost hub connection.
      reader.versions.reset();
    }
  });
});

describe('sessions end on every instance at once', () => {
  const me = (app: FastifyInstance, user: TestUser) => get(app, user, '/api/auth/me');

  it('logout', async () => {
    const w = await buildWorker(writer);
    expect((await me(reader, w)).statusCode).toBe(200);
    await send(w, 'POST', '/api/auth/logout', {});
    expect((await me(reader, w)).statusCode).toBe(401);
  });

  it('deactivation and password change', async () => {
    const { org, orgUser } = await buildOrgWithTeam(writer);
    const member = await buildMember(writer, 'recruiter', org.id);
    expect((await me(reader, member)).statusCode).toBe(200);
    await send(orgUser, 'POST', `/api/org/members/${member.id}/active`, { active: false });
    expect((await me(reader, member)).statusCode).toBe(401);

    const w = await buildWorker(writer);
    const otherDevice = { ...w, cookie: await (await import('../test/session')).createSession(writer, w.id) };
    expect((await me(reader, otherDevice)).statusCode).toBe(200);
    await send(w, 'POST', '/api/me/password', { current_password: 'test-password', new_password: 'a-new-password-1' });
    expect((await me(reader, otherDevice)).statusCode).toBe(401);
  });
});

describe("the job board's capped count, shared between callers", () => {
  it('is counted once for every worker with the same filters, and again after a job changes', async () => {
    const w = await world();
    const other = await buildWorker(writer);
    jobCounts.clear();
    // A filter only this world's job has: its organization's jobs in GA with a word of its title.
    const url = `/api/jobs?q=${encodeURIComponent('ICU Nurse')}&state=GA&pageSize=50`;
    const first = await get(reader, w.worker, url);
    const second = await get(reader, other, url);
    const truth = await truthOf(other, url);
    expect(JSON.parse(second.body).total).toBe(JSON.parse(truth.body).total);
    expect(JSON.parse(first.body).total).toBe(JSON.parse(truth.body).total);
    // One count kept for both workers (the second worker's miss reused the first one's).
    expect(jobCounts.size).toBe(1);
    // A job change bumps the board: the next read counts again and agrees with an uncached instance.
    await send(w.orgUser, 'POST', `/api/org/jobs/${w.job.id}/status`, { status: 'paused' });
    const after = await get(reader, other, url);
    const truthAfter = await truthOf(other, url);
    expect(JSON.parse(after.body).total).toBe(JSON.parse(truthAfter.body).total);
    expect(JSON.parse(after.body).total).toBe(JSON.parse(truth.body).total - 1);
    expect(jobCounts.size).toBe(2);
  });
});

describe("the board's column counts, shared by the organization's users", () => {
  it('are counted once for the recruiter and the org user, and again after a status change', async () => {
    const w = await world();
    const a = await buildApplication(writer, w.worker.id, w.job);
    boardCounts.clear();
    const countsOf = (res: LightMyRequestResponse) =>
      (JSON.parse(res.body) as { columns: { status: string; count: number }[] }).columns.map((c) => c.count);
    const byRecruiter = await get(reader, w.recruiter, '/api/applications/board');
    const byOrgUser = await get(reader, w.orgUser, '/api/applications/board');
    expect(countsOf(byOrgUser)).toEqual(countsOf(await truthOf(w.orgUser, '/api/applications/board')));
    expect(countsOf(byRecruiter)).toEqual(countsOf(byOrgUser));
    expect(boardCounts.size).toBe(1);
    await send(w.recruiter, 'PATCH', '/api/application-journey', { status: 'Screening', applicationId: a.id });
    const after = await get(reader, w.orgUser, '/api/applications/board');
    expect(countsOf(after)).toEqual(countsOf(await truthOf(w.orgUser, '/api/applications/board')));
    expect(countsOf(after)).not.toEqual(countsOf(byOrgUser));
    expect(boardCounts.size).toBe(2);
  });
});

describe('property: cached responses equal uncached ones under random writes and reads', () => {
  it('holds for interleaved job edits, status changes, applies, profile changes and reads', async () => {
    const w = await world();
    const workers = [w.worker, await buildWorker(writer)];
    const jobs = [w.job, await buildJob(writer, w.org.id, { recruiterId: w.recruiter.id, ...jobBody('ER Nurse') })];
    const statuses = ['Screening', 'Rejected'] as const;
    type Op =
      | { k: 'read'; who: number; url: number }
      | { k: 'edit'; job: number; title: string }
      | { k: 'status'; job: number; status: 'open' | 'paused' }
      | { k: 'apply'; who: number; job: number }
      | { k: 'move'; who: number; job: number; to: number }
      | { k: 'profile'; who: number; pay: number };
    const op: fc.Arbitrary<Op> = fc.oneof(
      { weight: 4, arbitrary: fc.record({ k: fc.constant('read' as const), who: fc.nat(2), url: fc.nat(5) }) },
      fc.record({ k: fc.constant('edit' as const), job: fc.nat(1), title: fc.constantFrom('A', 'B', 'C') }),
      fc.record({
        k: fc.constant('status' as const),
        job: fc.nat(1),
        status: fc.constantFrom('open' as const, 'paused' as const),
      }),
      fc.record({ k: fc.constant('apply' as const), who: fc.nat(1), job: fc.nat(1) }),
      fc.record({ k: fc.constant('move' as const), who: fc.nat(1), job: fc.nat(1), to: fc.nat(1) }),
      fc.record({ k: fc.constant('profile' as const), who: fc.nat(1), pay: fc.integer({ min: 1000, max: 3000 }) }),
    );
    const etags = new Map<string, { etag: string; body: string }>();
    const appOf = async (who: number, job: number) =>
      (
        (await writer.database.db.execute(
          sql`select id from applications where worker_id = ${workers[who].id} and job_id = ${jobs[job].id}`,
        )) as unknown as { rows?: { id: string }[] }
      ).rows?.[0]?.id ?? null;

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        for (const o of ops) {
          if (o.k === 'read') {
            const user = o.who === 2 ? w.recruiter : workers[o.who];
            const urls =
              o.who === 2
                ? [
                    '/api/applications?status=New',
                    '/api/applications?status=Screening',
                    '/api/applications/counts',
                    `/api/jobs/${jobs[0].id}`,
                    '/api/applications/board',
                  ]
                : [
                    '/api/jobs?pageSize=50',
                    `/api/jobs/${jobs[0].id}`,
                    `/api/jobs/${jobs[1].gwJobId}`,
                    '/api/work-journey',
                  ];
            const url = urls[o.url % urls.length];
            const key = `${user.id} ${url}`;
            const prev = etags.get(key);
            const got = await get(reader, user, url, prev?.etag);
            const truth = await truthOf(user, url);
            if (got.statusCode === 304) expect(truth.body, `304 for changed data at ${url}`).toBe(prev?.body);
            else expectSame(got, truth, url);
            if (truth.statusCode === 200 && got.statusCode !== 304)
              etags.set(key, { etag: String(got.headers.etag), body: got.body });
          } else if (o.k === 'edit') {
            await send(w.orgUser, 'PATCH', `/api/org/jobs/${jobs[o.job].id}`, jobBody(`Nurse ${o.title}`));
          } else if (o.k === 'status') {
            await send(w.orgUser, 'POST', `/api/org/jobs/${jobs[o.job].id}/status`, { status: o.status });
          } else if (o.k === 'apply') {
            const j = jobs[o.job];
            await injectAs(writer, workers[o.who]).post('/api/worker-job-apply', {
              status: 'New',
              job_id: j.id,
              recruiter_id: j.recruiterId,
              organization_id: j.organizationId,
              gw_job_id: j.gwJobId,
              auto_offer_consent: false,
            });
          } else if (o.k === 'move') {
            const id = await appOf(o.who, o.job);
            if (id)
              await injectAs(writer, w.recruiter).patch('/api/application-journey', {
                status: statuses[o.to],
                applicationId: id,
              });
          } else {
            await send(workers[o.who], 'PUT', '/api/worker-profile', { summary: { min_weekly_pay: o.pay } });
          }
        }
      }),
      { numRuns: 6 },
    );
  }, 300_000);
});

/** The URL of the database a handle points at. */
async function databaseUrlOf(database: Database): Promise<string> {
  const res = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = `/${res.rows[0].name}`;
  return u.toString();
}
