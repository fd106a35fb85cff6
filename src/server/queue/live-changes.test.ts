// Open pages follow the server (issue 30): an offer, an answer, a status move and a document upload each send a
// 'changed' frame naming the resource (ids only) to the sockets of everyone who can see it — the worker, the assigned
// recruiter and the staff of the organization — and to nobody else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatServerFrame, LiveResource } from '@/domain/chat';
import { makePdf } from '../db/seed-files';
import { multipart } from '../modules/documents/test-multipart';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { createSecondInstance, createTestApp, type TestApp } from '../test/test-app';
import { openTestSocket, type TestSocket } from '../test/test-socket';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const TERMS = { pay: { hourly_rate: 52 }, hours: { hours_per_week: 36 } };

async function setup() {
  const team = await buildOrgWithTeam(t.app);
  const job = await buildJob(t.app, team.org.id, {
    recruiterId: team.recruiter.id,
    requirements: { auto_offer: false },
  });
  const worker = await buildWorker(t.app);
  const application = await buildApplication(t.app, worker.id, job, { status: 'Submitted' });
  const outsider = await buildOrgWithTeam(t.app);
  const open = (cookie: string) => openTestSocket(base, cookie);
  const sockets = {
    worker: await open(worker.cookie),
    recruiter: await open(team.recruiter.cookie),
    orgUser: await open(team.orgUser.cookie),
    otherWorker: await open((await buildWorker(t.app)).cookie),
    otherOrg: await open(outsider.orgUser.cookie),
  };
  return { ...team, job, worker, application, sockets };
}

const changedFrames = (s: TestSocket, resource: LiveResource) =>
  s.frames.filter((f) => f.type === 'changed' && JSON.stringify(f.resource) === JSON.stringify(resource));

/** Waits for `resource` on each socket of `to`; afterwards, the others (`not`) have heard nothing of it. */
async function expectAnnounced(to: TestSocket[], not: TestSocket[], resource: LiveResource, before: number[] = []) {
  for (const [i, s] of to.entries())
    await s.next(
      (f: ChatServerFrame) =>
        f.type === 'changed' &&
        JSON.stringify(f.resource) === JSON.stringify(resource) &&
        changedFrames(s, resource).length > (before[i] ?? 0),
    );
  for (const s of not) expect(changedFrames(s, resource)).toEqual([]);
}

describe('live changes', () => {
  it('an offer and its acceptance reach the worker, the recruiter and the organization, nobody else', async () => {
    const s = await setup();
    const { worker, recruiter, orgUser, otherWorker, otherOrg } = s.sockets;
    try {
      const resource: LiveResource = { kind: 'application', id: s.application.id };
      const offer = await injectAs(t.app, s.recruiter).post('/api/offers', {
        applicationId: s.application.id,
        terms: TERMS,
      });
      expect(offer.statusCode).toBe(201);
      await expectAnnounced([worker, recruiter, orgUser], [otherWorker, otherOrg], resource);
      // The frame names the resource and nothing more.
      const frame = changedFrames(worker, resource)[0];
      expect(frame).toEqual({ type: 'changed', resource });

      const counts = [worker, recruiter, orgUser].map((x) => changedFrames(x, resource).length);
      const accept = await injectAs(t.app, s.worker).post('/api/offers/respond', {
        applicationId: s.application.id,
        action: 'Accept',
      });
      expect(accept.statusCode).toBe(200);
      await expectAnnounced([worker, recruiter, orgUser], [otherWorker, otherOrg], resource, counts);
    } finally {
      for (const x of Object.values(s.sockets)) x.close();
    }
  });

  it("a worker's upload tells the staff of the organizations they applied to (documents and credentials)", async () => {
    const s = await setup();
    const { worker, recruiter, orgUser, otherWorker, otherOrg } = s.sockets;
    try {
      const { payload, headers } = multipart(
        { category: 'professional_licenses', expiresOn: '2031-01-31' },
        { name: 'Licence.pdf', content: await makePdf('RN licence') },
      );
      const res = await injectAs(t.app, s.worker).post('/api/documents/upload', payload, { headers });
      expect(res.statusCode).toBe(201);
      for (const resource of [
        { kind: 'documents', workerId: s.worker.id },
        { kind: 'credentials', workerId: s.worker.id },
      ] as const)
        await expectAnnounced([worker, recruiter, orgUser], [otherWorker, otherOrg], resource);
    } finally {
      for (const x of Object.values(s.sockets)) x.close();
    }
  });

  it('a bulk status move announces each moved application to its audience', async () => {
    const s = await setup();
    const { worker, recruiter, orgUser, otherWorker, otherOrg } = s.sockets;
    try {
      const res = await injectAs(t.app, s.recruiter).post('/api/application-journey/bulk', {
        action: 'status',
        status: 'Screening',
        applications: [{ applicationId: s.application.id, version: s.application.version }],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().changed).toHaveLength(1);
      await expectAnnounced([worker, recruiter, orgUser], [otherWorker, otherOrg], {
        kind: 'application',
        id: s.application.id,
      });
    } finally {
      for (const x of Object.values(s.sockets)) x.close();
    }
  });

  it('a change written through instance A reaches a socket on instance B', async () => {
    const b = await createSecondInstance(t);
    const s = await setup();
    try {
      const onB = await openTestSocket(await b.app.listen({ port: 0, host: '127.0.0.1' }), s.worker.cookie);
      const res = await injectAs(t.app, s.recruiter).post('/api/offers', {
        applicationId: s.application.id,
        terms: TERMS,
      });
      expect(res.statusCode).toBe(201);
      await expectAnnounced([onB], [], { kind: 'application', id: s.application.id });
      onB.close();
    } finally {
      for (const x of Object.values(s.sockets)) x.close();
      await b.close();
    }
  });

  it("a job paused and an organization's apply requirements reach every worker and that organization's staff, no other staff", async () => {
    const s = await setup();
    const { worker, recruiter, orgUser, otherWorker, otherOrg } = s.sockets;
    try {
      const paused = await injectAs(t.app, s.orgUser).post(`/api/org/jobs/${s.job.id}/status`, { status: 'paused' });
      expect(paused.statusCode).toBe(200);
      // Every worker may have the posting open, applied or not.
      await expectAnnounced([worker, otherWorker, recruiter, orgUser], [otherOrg], { kind: 'job', id: s.job.id });
      expect(changedFrames(worker, { kind: 'job', id: s.job.id })).toEqual([
        { type: 'changed', resource: { kind: 'job', id: s.job.id } },
      ]);

      const prefs = await injectAs(t.app, s.orgUser).put('/api/org/preferences', {
        requiredToApply: ['profession'],
      });
      expect(prefs.statusCode).toBe(200);
      await expectAnnounced([worker, otherWorker, recruiter, orgUser], [otherOrg], {
        kind: 'apply-requirements',
        organizationId: s.org.id,
      });
    } finally {
      for (const x of Object.values(s.sockets)) x.close();
    }
  });

  it('a job posted or reopened is announced as opened to every worker (its boards may show it); a pause is not', async () => {
    const s = await setup();
    const { worker, orgUser, otherWorker, otherOrg } = s.sockets;
    const jobBody = {
      title: 'ICU Travel Nurse',
      profession: 'Registered Nurse',
      specialty: 'ICU',
      terms: 'Travel Contract',
      pay: { hourly_rate: 50 },
      hours: { hours_per_week: 36 },
      location: { state: 'GA', city: 'Atlanta' },
    };
    try {
      const posted = await injectAs(t.app, s.orgUser).post('/api/org/jobs', jobBody);
      expect(posted.statusCode).toBe(201);
      const id = posted.json()._id as string;
      await expectAnnounced([worker, otherWorker], [otherOrg, orgUser], { kind: 'job-opened', id });
      // Its organization's staff see it in their Opportunities Manager.
      await expectAnnounced([orgUser], [otherOrg], { kind: 'job', id });

      const paused = await injectAs(t.app, s.orgUser).post(`/api/org/jobs/${id}/status`, { status: 'paused' });
      expect(paused.statusCode).toBe(200);
      // Heard after the posting's (announceJob sends 'job-opened' before 'job': any opening announced is here by then).
      await expectAnnounced([worker], [], { kind: 'job', id }, [1]);
      expect(changedFrames(worker, { kind: 'job-opened', id })).toHaveLength(1);

      const reopened = await injectAs(t.app, s.orgUser).post(`/api/org/jobs/${id}/status`, { status: 'open' });
      expect(reopened.statusCode).toBe(200);
      await expectAnnounced([worker, otherWorker], [otherOrg], { kind: 'job-opened', id }, [1, 1]);
      // Set open again while open: its opening is not announced a second time.
      const again = await injectAs(t.app, s.orgUser).post(`/api/org/jobs/${id}/status`, { status: 'open' });
      expect(again.statusCode).toBe(200);
      await expectAnnounced([worker], [], { kind: 'job', id }, [3]);
      expect(changedFrames(worker, { kind: 'job-opened', id })).toHaveLength(2);
    } finally {
      for (const x of Object.values(s.sockets)) x.close();
    }
  });

  it("a job's change written through instance A reaches a worker's socket on instance B", async () => {
    const b = await createSecondInstance(t);
    const s = await setup();
    try {
      const other = await buildWorker(t.app);
      const onB = await openTestSocket(await b.app.listen({ port: 0, host: '127.0.0.1' }), other.cookie);
      const res = await injectAs(t.app, s.orgUser).post(`/api/org/jobs/${s.job.id}/status`, { status: 'paused' });
      expect(res.statusCode).toBe(200);
      await expectAnnounced([onB], [], { kind: 'job', id: s.job.id });
      onB.close();
    } finally {
      for (const x of Object.values(s.sockets)) x.close();
      await b.close();
    }
  });
});
