// The verifiable work record (issue 45) through the real routes: the worker of a Done placement downloads her sealed
// record (nobody else may; not before Done); it states the approved hours of the ledger; its public page and a check of
// the file say genuine, one changed byte says not; pdfsig reads the platform seal; her profile lists it and she
// attaches it to a new application in place of a reference, where the references item counts it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_RECORD_MESSAGES as M, type WorkRecordListResponse } from '@/domain/work-records';
import { criterionLabel } from '@/domain/reviews';
import { createTestApp, type TestApp } from '../../test/test-app';
import { injectAs } from '../../test/inject-as';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker } from '../../test/factories';
import { multipartBody } from '../../test/server-process';
import { applications, reviews } from '../../db/schema';
import { createChecklist } from '../../data/onboarding';
import { loadChecklist } from '../../data/onboarding-checklist';
import { DONE_APPROVED_MINUTES, donePlacement } from './test-done-placement';
import { pdfsig } from '../../test/pdfsig';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-record-'));
});
afterAll(async () => {
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const verifyFile = (bytes: Buffer) => {
  const { body, contentType } = multipartBody({}, { name: 'record.pdf', content: bytes, type: 'application/pdf' });
  return t.app.inject({
    method: 'POST',
    url: '/api/work-records/verify',
    payload: body,
    headers: { 'content-type': contentType },
  });
};

describe('the work record', () => {
  it('only the worker of a Done placement downloads it; others get 404, before Done 409', async () => {
    const p = await donePlacement(t.app);
    const url = `/api/applications/${p.applicationId}/work-record`;
    const other = await buildWorker(t.app);
    const otherOrg = await buildOrgWithTeam(t.app);
    for (const who of [other, p.team.recruiter, p.team.orgUser, otherOrg.orgUser])
      expect((await injectAs(t.app, who).get(url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    await t.app.db.update(applications).set({ status: 'Working' }).where(eq(applications.id, p.applicationId));
    const early = await injectAs(t.app, p.worker).get(url);
    expect([early.statusCode, early.json().message]).toEqual([409, M.notDone]);
  });

  it('is sealed (pdfsig valid), states the approved hours, and is genuine until one byte changes', async () => {
    const p = await donePlacement(t.app);
    const res = await injectAs(t.app, p.worker).get(`/api/applications/${p.applicationId}/work-record`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const id = String(res.headers['x-work-record-id']);
    const bytes = Buffer.from(res.rawPayload);
    const file = path.join(dir, `${id}.pdf`);
    fs.writeFileSync(file, bytes);

    const report = pdfsig(file);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signer Certificate Common Name: CareLink contract seal');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(`${M.facts.approvedHours}`);
    expect(text).toContain(M.hoursValue('76.50'));
    expect(text).toContain(`/verify/${id}`);

    // The same choice again: the same record, the same bytes.
    const again = await injectAs(t.app, p.worker).get(`/api/applications/${p.applicationId}/work-record`);
    expect(again.headers['x-work-record-id']).toBe(id);
    expect(Buffer.from(again.rawPayload).equals(bytes)).toBe(true);

    const genuine = await verifyFile(bytes);
    expect(genuine.statusCode, genuine.body).toBe(200);
    expect(genuine.json()).toMatchObject({
      genuine: true,
      record: { id, facts: { approved_minutes: DONE_APPROVED_MINUTES, specialty: expect.any(String), review: null } },
    });
    // Raw PDF body, as well as multipart.
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/work-records/verify',
      payload: bytes,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(raw.json().genuine).toBe(true);

    const altered = Buffer.from(bytes);
    const at = altered.indexOf('stream\n') + 'stream\n'.length + 10;
    altered[at] ^= 0x01;
    expect((await verifyFile(altered)).json()).toEqual({ genuine: false, record: null });
    const alteredFile = path.join(dir, `${id}-altered.pdf`);
    fs.writeFileSync(alteredFile, altered);
    expect(pdfsig(alteredFile)).toContain('Signature Validation: Digest Mismatch.');

    const notPdf = await verifyFile(Buffer.from('hello'));
    expect([notPdf.statusCode, notPdf.json().fields]).toEqual([400, { file: M.verify.notPdf }]);

    // The public page and its JSON: genuine, with what it states.
    const page = await t.app.inject({ method: 'GET', url: `/verify/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(M.verify.genuine);
    expect(page.body).toContain(M.hoursValue('76.50'));
    // The page shows before the app's script runs: "Check a PDF" is drawn disabled (the file picker is opened by script,
    // a press before the app owns the page would be lost) and enabled once the app has hydrated it.
    const checkForm = new JSDOM(page.body).window.document.querySelector(
      'section[aria-labelledby="check-heading"] form',
    );
    const controls = [...checkForm!.querySelectorAll('button')];
    expect(controls.map((b) => b.closest('fieldset')?.disabled)).toEqual([true, true]);
    const json = await t.app.inject({ method: 'GET', url: `/api/work-records/${id}` });
    expect(json.json()).toMatchObject({ genuine: true, record: { id } });
    const unknown = await t.app.inject({ method: 'GET', url: '/verify/00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.body.includes(M.verify.notFound)]).toEqual([404, true]);
  });

  it('includes her review with her reply only when she asks, as a separate record', async () => {
    const p = await donePlacement(t.app);
    const url = `/api/applications/${p.applicationId}/work-record?include_review=true`;
    const none = await injectAs(t.app, p.worker).get(url);
    expect([none.statusCode, none.json().fields]).toEqual([409, { include_review: M.noReview }]);
    await t.app.db.insert(reviews).values({
      applicationId: p.applicationId,
      organizationId: p.team.org.id,
      workerId: p.worker.id,
      side: 'organization',
      authorId: p.team.orgUser.id,
      scores: { clinical_skills: 5, reliability: 4, teamwork: 5, communication: 4 },
      comments: 'Steady under pressure.',
      eligibleForRehire: true,
      reply: 'Thank you, it was a good unit.',
    });
    const withReview = await injectAs(t.app, p.worker).get(url);
    expect(withReview.statusCode, withReview.body).toBe(200);
    const plain = await injectAs(t.app, p.worker).get(`/api/applications/${p.applicationId}/work-record`);
    expect(plain.headers['x-work-record-id']).not.toBe(withReview.headers['x-work-record-id']);
    const checked = (await verifyFile(Buffer.from(withReview.rawPayload))).json();
    expect(checked.record.facts.review).toMatchObject({
      comments: 'Steady under pressure.',
      scores: [
        { label: criterionLabel('clinical_skills'), value: '5 / 5' },
        { label: criterionLabel('reliability'), value: '4 / 5' },
        { label: criterionLabel('teamwork'), value: '5 / 5' },
        { label: criterionLabel('communication'), value: '4 / 5' },
      ],
      rehire: M.review.yes,
      reply: 'Thank you, it was a good unit.',
    });
    expect((await verifyFile(Buffer.from(plain.rawPayload))).json().record.facts.review).toBeNull();
  });

  it('is listed on her profile and attaches to a new application, counting as a reference', async () => {
    const p = await donePlacement(t.app);
    const dl = await injectAs(t.app, p.worker).get(`/api/applications/${p.applicationId}/work-record`);
    const id = String(dl.headers['x-work-record-id']);
    const list = (await injectAs(t.app, p.worker).get('/api/work-records')).json() as WorkRecordListResponse;
    expect(list.items.map((r) => [r.id, r.application_id, r.attached_to])).toEqual([[id, p.applicationId, []]]);

    const next = await buildOrgWithTeam(t.app);
    const job = await buildJob(t.app, next.org.id, {
      recruiterId: next.recruiter.id,
      requirements: { number_of_references: 1 },
    });
    const application = await buildApplication(t.app, p.worker.id, job, { status: 'Onboarding' });
    await createChecklist(t.app.db, { id: application.id, jobId: job.id, organizationId: next.org.id });
    const before = await loadChecklist(t.app.db, application, '2027-01-01');
    expect(before.items.find((i) => i.kind === 'references')?.status).toBe('missing');

    // Someone else's application or record: 404; another worker cannot attach hers.
    const stranger = await buildWorker(t.app);
    const url = `/api/applications/${application.id}/work-records`;
    expect((await injectAs(t.app, stranger).post(url, { record_id: id })).statusCode).toBe(404);
    expect((await injectAs(t.app, next.recruiter).post(url, { record_id: id })).statusCode).toBe(404);
    const bad = await injectAs(t.app, p.worker).post(url, { record_id: 'nope' });
    expect([bad.statusCode, Object.keys(bad.json().fields ?? {})]).toEqual([400, ['record_id']]);

    const attached = await injectAs(t.app, p.worker).post(url, { record_id: id });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().items.map((r: { id: string }) => r.id)).toEqual([id]);
    const again = await injectAs(t.app, p.worker).post(url, { record_id: id });
    expect(again.statusCode).toBe(409);

    const after = await loadChecklist(t.app.db, application, '2027-01-01');
    const refs = after.items.find((i) => i.kind === 'references')!;
    expect([refs.status, refs.verify_missing]).toEqual(['submitted', []]);
    // The hiring organization sees it; another organization does not.
    expect((await injectAs(t.app, next.recruiter).get(url)).json().items).toHaveLength(1);
    expect((await injectAs(t.app, p.team.orgUser).get(url)).statusCode).toBe(404);
    const listed = (await injectAs(t.app, p.worker).get('/api/work-records')).json() as WorkRecordListResponse;
    expect(listed.items[0].attached_to).toEqual([application.id]);
  });
});
