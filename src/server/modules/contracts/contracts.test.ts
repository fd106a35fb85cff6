// The assignment contract through the real app and database: drafted on acceptance, signed by the worker,
// countersigned, then sealed by the outbox after the commit; refusals with their messages; a new offer voids it and the next acceptance drafts another;
// nobody outside the application sees or acts on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import type { ContractResponse } from '@/domain/onboarding';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildOrgWithTeam, buildUser, buildWorker } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import {
  acceptedApplication,
  CONTRACT_TEST_WEEKLY,
  runFileJobs,
  signBody,
  signContractForTest,
} from '../../test/contract-factory';
import { sealContract } from './seal-contract';
import { contractSignatures, contracts, notifications, outbox, statusHistory, webhooks } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const contractOf = async (who: { cookie: string }, applicationId: string) => {
  const res = await injectAs(t.app, who).get(`/api/applications/${applicationId}/contract`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ContractResponse).contract;
};
const WORKER_NAME = 'Test worker';
const RECRUITER_NAME = 'Test recruiter';

describe('assignment contract', () => {
  it('accept drafts it from the agreed terms; worker signs; recruiter countersigns; the sealed PDF is stored', async () => {
    const { team, worker, applicationId } = await acceptedApplication(t.app);
    await t.app.db.insert(webhooks).values({
      organizationId: team.org.id,
      url: 'https://hooks.example.com/carelink',
      secret: 'test-secret-123456',
      events: ['contract.signed'],
    });
    // The acceptance committed the contract; its draft PDF is laid out and stored after, by the outbox.
    expect((await contractOf(worker, applicationId))!.draft_sha256).toBeNull();
    expect(await runFileJobs(t.app)).toBe(1);
    const drafted = await contractOf(worker, applicationId);
    expect(drafted).toMatchObject({
      status: 'awaiting_worker',
      offer_version: 1,
      can_sign: true,
      can_countersign: false,
    });
    expect(drafted!.content.weeklyPay).toBe(CONTRACT_TEST_WEEKLY);
    expect(drafted!.content.pay).toContainEqual({ label: 'Taxable hourly rate', value: '$52.00' });
    expect(drafted!.content.pay).toContainEqual({ label: 'Weekly total', value: CONTRACT_TEST_WEEKLY });
    expect(drafted!.content.worker.name).toBe(WORKER_NAME);
    expect(drafted!.draft_sha256).toMatch(/^[0-9a-f]{64}$/);

    // The worker's draft download is the document whose hash they sign.
    const draftPdf = await injectAs(t.app, worker).get(drafted!.pdf_url);
    expect(draftPdf.statusCode).toBe(200);
    expect(draftPdf.headers['content-type']).toBe('application/pdf');
    const crypto = await import('node:crypto');
    expect(crypto.createHash('sha256').update(draftPdf.rawPayload).digest('hex')).toBe(drafted!.draft_sha256);

    const sign = await injectAs(t.app, worker).post(
      `/api/applications/${applicationId}/contract/sign`,
      signBody(` test  WORKER `, 'drawn'),
      { headers: { 'user-agent': 'Vitest worker browser' }, remoteAddress: '203.0.113.9' },
    );
    expect(sign.statusCode, sign.body).toBe(200);
    expect(sign.json()).toMatchObject({ status: 'awaiting_countersign' });
    expect(await contractOf(team.recruiter, applicationId)).toMatchObject({
      status: 'awaiting_countersign',
      can_countersign: true,
    });

    const counter = await injectAs(t.app, team.recruiter).post(
      `/api/applications/${applicationId}/contract/countersign`,
      signBody(RECRUITER_NAME),
      { headers: { 'user-agent': 'Vitest recruiter browser' } },
    );
    expect(counter.statusCode, counter.body).toBe(200);
    expect(counter.json()).toMatchObject({ status: 'signed' });
    // Signed at once; the sealed PDF is prepared after the commit: until then its download says so, and no webhook
    // has been told (contract.signed carries the sealed file's hash).
    const signedFirst = await contractOf(worker, applicationId);
    expect(signedFirst).toMatchObject({
      status: 'signed',
      signed_sha256: null,
      can_sign: false,
      can_countersign: false,
    });
    const early = await injectAs(t.app, worker).get(signedFirst!.pdf_url);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MESSAGES.contract.sealPending);
    const webhookEvents = async () =>
      (await t.app.db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.kind, 'webhook')))
        .map((j) => j.payload as { event: string; data: { application_id?: string; signed_sha256?: string } })
        .filter((p) => p.event === 'contract.signed' && p.data.application_id === applicationId);
    expect(await webhookEvents()).toEqual([]);
    expect(await runFileJobs(t.app)).toBe(1);

    const signed = await contractOf(worker, applicationId);
    expect(signed).toMatchObject({ status: 'signed', can_sign: false, can_countersign: false });
    expect(signed!.signed_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await webhookEvents()).map((p) => p.data.signed_sha256)).toEqual([signed!.signed_sha256]);
    // Sealing again (a job run twice) changes nothing: the recorded file stays, no second webhook.
    await sealContract(t.app, signed!.id);
    expect((await contractOf(worker, applicationId))!.signed_sha256).toBe(signed!.signed_sha256);
    expect(await webhookEvents()).toHaveLength(1);
    expect(signed!.signatures.map((s) => [s.side, s.full_name, s.document_sha256])).toEqual([
      ['worker', 'test WORKER', drafted!.draft_sha256],
      ['organization', RECRUITER_NAME, drafted!.draft_sha256],
    ]);

    const [sig] = await t.app.db
      .select()
      .from(contractSignatures)
      .where(and(eq(contractSignatures.contractId, signed!.id), eq(contractSignatures.side, 'worker')));
    expect(sig).toMatchObject({ ip: '203.0.113.9', userAgent: 'Vitest worker browser' });

    const pdf = await injectAs(t.app, team.orgUser).get(signed!.pdf_url);
    expect(pdf.statusCode).toBe(200);
    expect(crypto.createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(signed!.signed_sha256);
    expect(pdf.rawPayload.includes(Buffer.from('/SubFilter /ETSI.CAdES.detached'))).toBe(true);

    // History and the bell: signed by the worker, countersigned (the draft rides on the acceptance's row).
    const history = await t.app.db
      .select({ notes: statusHistory.notes })
      .from(statusHistory)
      .where(and(eq(statusHistory.applicationId, applicationId), eq(statusHistory.kind, 'contract')));
    expect(history.map((h) => h.notes)).toEqual([
      MESSAGES.contract.history.workerSigned(WORKER_NAME),
      MESSAGES.contract.history.countersigned(RECRUITER_NAME),
    ]);
    const workerBell = await t.app.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.userId, worker.id), eq(notifications.kind, 'contract')));
    expect(workerBell).toHaveLength(1);
  });

  it('a worker who signs before the outbox stored the draft signs the same hash the stored draft has', async () => {
    const { team, worker, applicationId } = await acceptedApplication(t.app);
    expect((await contractOf(worker, applicationId))!.draft_sha256).toBeNull();
    const sign = await injectAs(t.app, worker).post(
      `/api/applications/${applicationId}/contract/sign`,
      signBody(WORKER_NAME),
    );
    expect(sign.statusCode, sign.body).toBe(200);
    await runFileJobs(t.app);
    const view = await contractOf(team.recruiter, applicationId);
    expect(view!.draft_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(view!.signatures.map((s) => s.document_sha256)).toEqual([view!.draft_sha256]);
  });

  it('a signed contract never changes: signing again is refused', async () => {
    const { worker, applicationId } = await acceptedApplication(t.app);
    const { recruiter } = await signContractForTest(t.app, applicationId);
    const again = await injectAs(t.app, worker).post(
      `/api/applications/${applicationId}/contract/sign`,
      signBody(WORKER_NAME),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.contract.alreadySigned);
    const counter = await injectAs(t.app, recruiter).post(
      `/api/applications/${applicationId}/contract/countersign`,
      signBody(RECRUITER_NAME),
    );
    expect(counter.statusCode).toBe(409);
  });

  it('refuses a name that is not the signer’s, and a signature without consent, with their messages', async () => {
    const { worker, applicationId } = await acceptedApplication(t.app);
    const url = `/api/applications/${applicationId}/contract/sign`;
    const wrongName = await injectAs(t.app, worker).post(url, signBody('Someone Else'));
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json()).toMatchObject({
      message: MESSAGES.contract.fullNameMismatch(WORKER_NAME),
      fields: { fullName: MESSAGES.contract.fullNameMismatch(WORKER_NAME) },
    });
    const noConsent = await injectAs(t.app, worker).post(url, { ...signBody(WORKER_NAME), consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(JSON.stringify(noConsent.json())).toContain(MESSAGES.contract.consentRequired);
    const notPng = await injectAs(t.app, worker).post(url, {
      ...signBody(WORKER_NAME),
      signature: { kind: 'drawn', value: 'data:image/png;base64,AAAA' },
    });
    expect(notPng.statusCode).toBe(400);
    expect(notPng.json().message).toBe(MESSAGES.contract.drawingInvalid);
    expect((await contractOf(worker, applicationId))!.status).toBe('awaiting_worker');
  });

  it('refuses a countersignature before the worker signed, and the worker countersigning', async () => {
    const { team, worker, applicationId } = await acceptedApplication(t.app);
    const early = await injectAs(t.app, team.orgUser).post(
      `/api/applications/${applicationId}/contract/countersign`,
      signBody('Test organization'),
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MESSAGES.contract.workerFirst);
    const byWorker = await injectAs(t.app, worker).post(
      `/api/applications/${applicationId}/contract/countersign`,
      signBody(WORKER_NAME),
    );
    expect(byWorker.statusCode).toBe(403);
    expect(byWorker.json().message).toBe(MESSAGES.contract.notCountersigner);
  });

  it('a new offer after signing voids the contract (both sides told); the next acceptance drafts a new one', async () => {
    const { team, worker, applicationId } = await acceptedApplication(t.app);
    await signContractForTest(t.app, applicationId);
    // Back to Hold, then a new offer: the signed contract is void.
    const hold = await injectAs(t.app, team.recruiter).patch('/api/application-journey', {
      applicationId,
      status: 'Hold',
    });
    expect(hold.statusCode, hold.body).toBe(200);
    const offer = await injectAs(t.app, team.recruiter).post('/api/offers', {
      applicationId,
      terms: { pay: { hourly_rate: 60 } },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const voided = await contractOf(worker, applicationId);
    expect(voided).toMatchObject({ status: 'void', void_reason: MESSAGES.contract.voidReasonNewOffer });
    expect(voided!.signed_sha256).toMatch(/^[0-9a-f]{64}$/);
    // What was signed stays downloadable, unchanged.
    const kept = await injectAs(t.app, worker).get(voided!.pdf_url);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(kept.rawPayload).digest('hex')).toBe(voided!.signed_sha256);
    const told = await t.app.db
      .select({ userId: notifications.userId, data: notifications.data })
      .from(notifications)
      .where(eq(notifications.kind, 'contract'));
    const voidNotes = told.filter((n) => (n.data as { event?: string }).event === 'void').map((n) => n.userId);
    expect(voidNotes).toEqual(expect.arrayContaining([worker.id]));
    expect(
      await injectAs(t.app, worker).post(`/api/applications/${applicationId}/contract/sign`, signBody(WORKER_NAME)),
    ).toMatchObject({ statusCode: 409 });

    const accept = await injectAs(t.app, worker).post('/api/offers/respond', { applicationId, action: 'Accept' });
    expect(accept.statusCode, accept.body).toBe(200);
    const redrafted = await contractOf(worker, applicationId);
    expect(redrafted).toMatchObject({ status: 'awaiting_worker', offer_version: 2 });
    expect(redrafted!.id).not.toBe(voided!.id);
    expect(redrafted!.content.pay).toContainEqual({ label: 'Taxable hourly rate', value: '$60.00' });
    const all = await t.app.db.select().from(contracts).where(eq(contracts.applicationId, applicationId));
    expect(all.map((c) => c.status).sort()).toEqual(['awaiting_worker', 'void']);
  });

  it('the void signed contract is told to the organization side too', async () => {
    const { team, applicationId } = await acceptedApplication(t.app);
    await signContractForTest(t.app, applicationId);
    await injectAs(t.app, team.orgUser).patch('/api/application-journey', { applicationId, status: 'Hold' });
    await injectAs(t.app, team.orgUser).post('/api/offers', { applicationId, terms: { pay: { hourly_rate: 61 } } });
    const bell = await t.app.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, team.recruiter.id), eq(notifications.kind, 'contract')));
    expect(bell.map((n) => (n.data as { event?: string }).event)).toContain('void');
  });

  it('another organization, another worker and an unassigned recruiter cannot see or act on it', async () => {
    const { team, applicationId } = await acceptedApplication(t.app);
    const other = await buildOrgWithTeam(t.app);
    const otherWorker = await buildWorker(t.app);
    for (const who of [other.recruiter, other.orgUser, otherWorker]) {
      expect((await injectAs(t.app, who).get(`/api/applications/${applicationId}/contract`)).statusCode).toBe(404);
      expect((await injectAs(t.app, who).get(`/api/applications/${applicationId}/contract/pdf`)).statusCode).toBe(404);
      const sign = await injectAs(t.app, who).post(
        `/api/applications/${applicationId}/contract/sign`,
        signBody('Test worker'),
      );
      expect(sign.statusCode).toBe(404);
    }
    // A recruiter of the same organization who is not assigned sees it but does not countersign.
    const colleague = await buildUser(t.app, 'recruiter', { organizationId: team.org.id });
    const seen = await contractOf(colleague, applicationId);
    expect(seen!.can_countersign).toBe(false);
  });

  it('queues contract.signed to subscribed webhooks when countersigned', async () => {
    const { team, applicationId } = await acceptedApplication(t.app);
    await t.app.db.insert(webhooks).values({
      organizationId: team.org.id,
      url: 'https://hooks.example.com/carelink',
      secret: 'test-secret-123456',
      events: ['contract.signed'],
    });
    const { contractId } = await signContractForTest(t.app, applicationId);
    const jobs = await t.app.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.kind, 'webhook'))
      .orderBy(outbox.id);
    const sent = jobs.map((j) => j.payload as { event: string; data: { contract_id?: string } });
    expect(sent).toContainEqual(
      expect.objectContaining({ event: 'contract.signed', data: expect.objectContaining({ contract_id: contractId }) }),
    );
  });

  it('API v1 reads the contract status with the organization’s key; another organization’s key gets 404', async () => {
    const { team, applicationId } = await acceptedApplication(t.app);
    const keyOf = async (orgUser: { cookie: string }) =>
      ((await injectAs(t.app, orgUser).post('/api/org/api-keys', { name: 'ATS' })).json() as { key: string }).key;
    const url = `/api/v1/applications/${applicationId}/contract`;
    const read = async (key: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
    const key = await keyOf(team.orgUser);
    expect((await read(key)).json()).toMatchObject({ contract: { status: 'awaiting_worker', offer_version: 1 } });
    await signContractForTest(t.app, applicationId);
    const signed = (await read(key)).json();
    expect(signed.contract).toMatchObject({ status: 'signed', signed_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(signed.contract.signatures.map((s: { side: string }) => s.side)).toEqual(['worker', 'organization']);
    const other = await buildOrgWithTeam(t.app);
    expect((await read(await keyOf(other.orgUser))).statusCode).toBe(404);
  });

  it('the worker’s “everything” zip holds the sealed contract PDF', async () => {
    const { worker, job, applicationId } = await acceptedApplication(t.app);
    await signContractForTest(t.app, applicationId);
    const view = await contractOf(worker, applicationId);
    const res = await injectAs(t.app, worker).get('/api/me/export');
    expect(res.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const pdf = zip[`contracts/Contract_${job.gwJobId}.pdf`];
    expect(pdf).toBeDefined();
    const crypto = await import('node:crypto');
    expect(crypto.createHash('sha256').update(pdf).digest('hex')).toBe(view!.signed_sha256);
  });
});
