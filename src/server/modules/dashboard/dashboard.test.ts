import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import { timeInStatus } from '@/domain/applications';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { createTestApp, sessionCookie, type TestApp } from '../../test/test-app';
import {
  buildApplication,
  buildMember,
  buildOrg,
  buildOrgWithTeam,
  buildWorker,
  TEST_PASSWORD,
} from '../../test/factories';
import { injectAs, loginAs } from '../../test/inject-as';
import { applications, jobs, outbox, sessions, statusHistory } from '../../db/schema';
import { JOB_ALERT_INSTANT } from '../../queue/job-alerts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const jobBody = {
  title: 'ICU Travel Nurse',
  profession: 'Registered Nurse',
  specialty: 'ICU',
  terms: 'Travel Contract',
  description: 'Nights in a level I trauma ICU.',
  pay: { hourly_rate: 50, non_taxable_weekly: 1300 },
  hours: { hours_per_week: 72, hours_per_shift: 12, shifts_per_week: 6 },
  schedule: { shift_time: 'Nights', start_date: '2026-12-01' },
  location: { state: 'GA', city: 'Atlanta', facility: 'Grady' },
  requirements: { auto_offer: true, certifications: ['BLS'] },
  benefits: ['Health Insurance'],
  vms_msp: 'Direct',
  field_notes: { emr: { notes: 'Epic only', isActive: true } },
};

describe('opportunities manager', () => {
  it('posts a job with a generated, unique gw_job_id and every field kept', async () => {
    const { orgUser, org } = await buildOrgWithTeam(t.app);
    const a = await injectAs(t.app, orgUser).post('/api/org/jobs', jobBody);
    const b = await injectAs(t.app, orgUser).post('/api/org/jobs', jobBody);
    expect(a.statusCode).toBe(201);
    const ja = a.json();
    expect(ja.gw_job_id).toMatch(/^GW-[0-9A-F]{8}$/);
    expect(ja.gw_job_id).not.toBe(b.json().gw_job_id);
    expect(ja.organization_id).toBe(org.id);
    expect(ja.status).toBe('open');
    expect(ja.field_notes.emr).toEqual({ notes: 'Epic only', isActive: true });
    expect(ja.hours.hours_per_week).toBe(72);
    const [row] = await t.app.db.select().from(jobs).where(eq(jobs.id, ja._id));
    expect(row.weeklyRate).toBe(4900); // 50 × 72 + 1300
  });

  it('edits, duplicates, pauses, closes and reopens a job; other organizations get 404', async () => {
    const { orgUser } = await buildOrgWithTeam(t.app);
    const other = await buildOrgWithTeam(t.app);
    const created = (await injectAs(t.app, orgUser).post('/api/org/jobs', jobBody)).json();
    const edited = await injectAs(t.app, orgUser).patch(`/api/org/jobs/${created._id}`, {
      ...jobBody,
      title: 'ICU Nurse (nights)',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'ICU Nurse (nights)', gw_job_id: created.gw_job_id });
    const dup = await injectAs(t.app, orgUser).post(`/api/org/jobs/${created._id}/duplicate`);
    expect(dup.statusCode).toBe(201);
    expect(dup.json()).toMatchObject({ title: 'ICU Nurse (nights)', status: 'paused' });
    expect(dup.json().gw_job_id).not.toBe(created.gw_job_id);
    for (const status of ['paused', 'closed', 'open'] as const) {
      const r = await injectAs(t.app, orgUser).post(`/api/org/jobs/${created._id}/status`, { status });
      expect(r.json()).toMatchObject({ status, is_open: status === 'open' });
    }
    const foreign = await injectAs(t.app, other.orgUser).post(`/api/org/jobs/${created._id}/status`, {
      status: 'closed',
    });
    expect(foreign.statusCode).toBe(404);
    const list = await injectAs(t.app, orgUser).get('/api/org/jobs?page=1&pageSize=2');
    expect(list.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(list.json().items).toHaveLength(2);
  });

  it('a duplicate is posted when it is first opened: its posting date is then and its alert is queued; a reopening keeps both', async () => {
    const { orgUser } = await buildOrgWithTeam(t.app);
    const alertsOf = async (jobId: string) =>
      (await t.app.db.select().from(outbox).where(eq(outbox.kind, JOB_ALERT_INSTANT))).filter(
        (row) => row.payload.jobId === jobId,
      );
    const created = (await injectAs(t.app, orgUser).post('/api/org/jobs', jobBody)).json();
    expect(await alertsOf(created._id)).toHaveLength(1);

    const dup = (await injectAs(t.app, orgUser).post(`/api/org/jobs/${created._id}/duplicate`)).json();
    const [copied] = await t.app.db.select().from(jobs).where(eq(jobs.id, dup._id));
    expect(copied).toMatchObject({ status: 'paused', posted: false });
    // Never open to applications: no posting date (the Opportunities Manager says "Not posted", offers "Post").
    expect(dup).not.toHaveProperty('date_posted');
    expect(await alertsOf(dup._id)).toHaveLength(0);
    // Opened later (the copy ranked on the board, "Posted …" and alerts by this moment, not the copy's).
    const before = Date.now();
    const opened = await injectAs(t.app, orgUser).post(`/api/org/jobs/${dup._id}/status`, { status: 'open' });
    expect(opened.statusCode).toBe(200);
    const [posted] = await t.app.db.select().from(jobs).where(eq(jobs.id, dup._id));
    expect(posted.posted).toBe(true);
    expect(posted.datePosted.getTime()).toBeGreaterThanOrEqual(before);
    expect(posted.datePosted.getTime()).toBeGreaterThan(copied.datePosted.getTime());
    expect(Date.parse(opened.json().date_posted)).toBe(posted.datePosted.getTime());
    expect(await alertsOf(dup._id)).toHaveLength(1);

    // Paused and reopened: the same posting, its date kept, no second alert.
    for (const status of ['paused', 'open'] as const)
      expect((await injectAs(t.app, orgUser).post(`/api/org/jobs/${dup._id}/status`, { status })).statusCode).toBe(200);
    const [reopened] = await t.app.db.select().from(jobs).where(eq(jobs.id, dup._id));
    expect(reopened.datePosted.getTime()).toBe(posted.datePosted.getTime());
    expect(await alertsOf(dup._id)).toHaveLength(1);
  });

  it('refuses invalid jobs with 400, recruiters and workers with 403', async () => {
    const { orgUser, recruiter } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const bad = await injectAs(t.app, orgUser).post('/api/org/jobs', { ...jobBody, hours: { hours_per_week: 200 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('BAD_REQUEST');
    const unknownField = await injectAs(t.app, orgUser).post('/api/org/jobs', { ...jobBody, salary: 1 });
    expect(unknownField.statusCode).toBe(400);
    const foreignRecruiter = await buildMember(t.app, 'recruiter', (await buildOrg(t.app)).id);
    const r = await injectAs(t.app, orgUser).post('/api/org/jobs', { ...jobBody, recruiter_id: foreignRecruiter.id });
    expect(r.json()).toMatchObject({ message: DASHBOARD_MESSAGES.errors.recruiterNotInOrganization });
    for (const u of [recruiter, worker]) {
      const res = await injectAs(t.app, u).post('/api/org/jobs', jobBody);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.errors.forbidden);
    }
  });

  it('a closed job refuses applications through the apply endpoint and keeps existing ones', async () => {
    const { orgUser, job, recruiter } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const existing = await buildApplication(t.app, (await buildWorker(t.app)).id, job);
    await injectAs(t.app, orgUser).post(`/api/org/jobs/${job.id}/status`, { status: 'closed' });
    const res = await injectAs(t.app, worker).post('/api/worker-job-apply', {
      status: 'New',
      job_id: job.id,
      recruiter_id: recruiter.id,
      organization_id: job.organizationId,
      gw_job_id: job.gwJobId,
      auto_offer_consent: false,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().message).toBe(MESSAGES.errors.jobClosed);
    const [still] = await t.app.db.select().from(applications).where(eq(applications.id, existing.id));
    expect(still.status).toBe('New');
  });
});

describe('preferences', () => {
  it('saves requiredToApply keys from the comparison rows and refuses unknown ones', async () => {
    const { orgUser } = await buildOrgWithTeam(t.app);
    const put = await injectAs(t.app, orgUser).put('/api/org/preferences', {
      requiredToApply: ['profession', 'state', 'profession'],
    });
    expect(put.json()).toEqual({ requiredToApply: ['profession', 'state'] });
    const get = await injectAs(t.app, orgUser).get('/api/org/preferences');
    expect(get.json()).toEqual({ requiredToApply: ['profession', 'state'] });
    const bad = await injectAs(t.app, orgUser).put('/api/org/preferences', { requiredToApply: ['salary'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['requiredToApply.0']).toBe(MESSAGES.errors.unknownComparisonField);
  });
});

describe('recruiter management', () => {
  it('invites by email; the link creates a recruiter of the organization with a session, once', async () => {
    const { orgUser, org } = await buildOrgWithTeam(t.app);
    const email = `new-${Date.now()}@test.example`;
    const inv = await injectAs(t.app, orgUser).post('/api/org/invitations', { email });
    expect(inv.statusCode).toBe(201);
    await t.app.outbox.drain();
    const mails = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const mail = mails.json().find((m: { to: string }) => m.to === email);
    const token = /\/invite\?token=([\w-]+)/.exec(mail.text)![1];
    // The invitation says what a recruiter can do (issue 33).
    expect(mail.text).toContain(MESSAGES.accountMail.roleCan.recruiter);
    const read = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(read.json()).toEqual({ email, organization_name: org.name });
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, first_name: 'Nia', last_name: 'Nguyen', password: 'long-password' },
    });
    expect(accept.statusCode).toBe(201);
    const me = await injectAs(t.app, sessionCookie(accept)).get('/api/auth/me');
    expect(me.json()).toMatchObject({ role: 'recruiter', email, first_name: 'Nia', organization: { id: org.id } });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, first_name: 'X', last_name: 'Y', password: 'long-password' },
    });
    expect(again.json()).toMatchObject({ message: MESSAGES.errors.invalidToken });
    const taken = await injectAs(t.app, orgUser).post('/api/org/invitations', { email });
    expect(taken.statusCode).toBe(409);
  });

  it('deactivating a recruiter ends their sessions and refuses login; reassigns their applications in bulk', async () => {
    const { orgUser, recruiter, job, org } = await buildOrgWithTeam(t.app);
    const other = await buildMember(t.app, 'recruiter', org.id);
    for (let i = 0; i < 3; i++)
      await buildApplication(t.app, (await buildWorker(t.app)).id, job, { recruiterId: recruiter.id });
    const off = await injectAs(t.app, orgUser).post(`/api/org/members/${recruiter.id}/active`, { active: false });
    expect(off.json()).toEqual({ id: recruiter.id, active: false });
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, recruiter.id))).toHaveLength(0);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: recruiter.email, password: TEST_PASSWORD },
    });
    expect(login.json().message).toBe(MESSAGES.errors.accountDeactivated);
    const moved = await injectAs(t.app, orgUser).post(`/api/org/members/${recruiter.id}/reassign`, {
      toRecruiterId: other.id,
    });
    expect(moved.json()).toEqual({ moved: 3 });
    const toInactive = await injectAs(t.app, orgUser).post(`/api/org/members/${other.id}/reassign`, {
      toRecruiterId: recruiter.id,
    });
    expect(toInactive.json().message).toBe(DASHBOARD_MESSAGES.errors.recruiterNotInOrganization);
    const members = await injectAs(t.app, orgUser).get('/api/org/members');
    expect(members.json().members.find((m: { id: string }) => m.id === other.id)).toMatchObject({
      assigned: 3,
      active: true,
    });
    const on = await injectAs(t.app, orgUser).post(`/api/org/members/${recruiter.id}/active`, { active: true });
    expect(on.json().active).toBe(true);
    const outsider = await buildOrgWithTeam(t.app);
    const foreign = await injectAs(t.app, outsider.orgUser).post(`/api/org/members/${recruiter.id}/active`, {
      active: false,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('a bulk reassignment is recorded in each application’s History, as a single assignment is, and bumps its version', async () => {
    const { orgUser, recruiter, job, org } = await buildOrgWithTeam(t.app);
    const other = await buildMember(t.app, 'recruiter', org.id);
    const built = [];
    for (let i = 0; i < 2; i++)
      built.push(
        await buildApplication(t.app, (await buildWorker(t.app)).id, job, {
          recruiterId: recruiter.id,
          status: 'Screening',
        }),
      );
    const moved = await injectAs(t.app, orgUser).post(`/api/org/members/${recruiter.id}/reassign`, {
      toRecruiterId: other.id,
    });
    expect(moved.json()).toEqual({ moved: 2 });
    for (const a of built) {
      const [row] = await t.app.db.select().from(applications).where(eq(applications.id, a.id));
      expect([row.recruiterId, row.status, row.version]).toEqual([other.id, 'Screening', a.version + 1]);
      const history = await t.app.db.select().from(statusHistory).where(eq(statusHistory.applicationId, a.id));
      expect(history.map((h) => [h.kind, h.fromStatus, h.toStatus, h.byUserId, h.notes])).toEqual([
        ['assign', 'Screening', 'Screening', orgUser.id, 'Test recruiter'],
      ]);
    }
  });
});

describe('roles', () => {
  it('an admin grants and removes the organization and admin roles; others may not', async () => {
    const { user: admin, inject: asAdmin } = await loginAs(t.app, 'admin');
    const { recruiter, orgUser } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const grant = await asAdmin.patch(`/api/admin/users/${recruiter.id}/role`, { role: 'organization' });
    expect(grant.json()).toEqual({ id: recruiter.id, role: 'organization' });
    const remove = await asAdmin.patch(`/api/admin/users/${recruiter.id}/role`, { role: 'recruiter' });
    expect(remove.json().role).toBe('recruiter');
    const w = await asAdmin.patch(`/api/admin/users/${worker.id}/role`, { role: 'admin' });
    expect(w.json().message).toBe(DASHBOARD_MESSAGES.errors.workerRole);
    const self = await asAdmin.patch(`/api/admin/users/${admin.id}/role`, { role: 'recruiter' });
    expect(self.json().message).toBe(DASHBOARD_MESSAGES.errors.ownRole);
    const byOrg = await injectAs(t.app, orgUser).patch(`/api/admin/users/${recruiter.id}/role`, { role: 'admin' });
    expect(byOrg.statusCode).toBe(403);
  });
});

describe('dashboard summary and settings', () => {
  it('counts the pipeline, this week, the funnel and medians with SQL; recruiters see their own', async () => {
    const { orgUser, recruiter, job } = await buildOrgWithTeam(t.app);
    const day = 86_400_000;
    const now = Date.now();
    for (let i = 0; i < 2; i++) {
      const a = await buildApplication(t.app, (await buildWorker(t.app)).id, job, {
        status: 'Offered',
        createdAt: new Date(now - 10 * day),
        recruiterId: recruiter.id,
      });
      await t.app.db.insert(statusHistory).values([
        { applicationId: a.id, fromStatus: null, toStatus: 'New', createdAt: new Date(now - 10 * day) },
        { applicationId: a.id, fromStatus: 'New', toStatus: 'Screening', createdAt: new Date(now - (8 - i * 2) * day) },
        { applicationId: a.id, fromStatus: 'Screening', toStatus: 'Offered', createdAt: new Date(now - 4 * day) },
      ]);
    }
    await buildApplication(t.app, (await buildWorker(t.app)).id, job, { status: 'New', recruiterId: null });
    const res = await injectAs(t.app, orgUser).get('/api/dashboard/summary');
    const s = res.json();
    expect(s.scope).toBe('organization');
    expect(s.total).toBe(3);
    expect(s.pipeline.find((p: { status: string }) => p.status === 'Offered').count).toBe(2);
    expect(s.applicationsThisWeek).toBe(1);
    expect(s.medianDaysToOffer).toBe(6);
    expect(s.medianDaysInStatus.find((p: { status: string }) => p.status === 'New').days).toBe(3); // 2 and 4 days
    expect(s.funnel.slice(0, 4)).toEqual([
      { status: 'New', count: 3 },
      { status: 'Screening', count: 2 },
      { status: 'Submitted', count: 0 },
      { status: 'Offered', count: 2 },
    ]);
    expect(s.activity[0]).toMatchObject({ toStatus: 'Offered', jobTitle: job.title });
    const mine = (await injectAs(t.app, recruiter).get('/api/dashboard/summary')).json();
    expect(mine.scope).toBe('recruiter');
    expect(mine.assigned).toHaveLength(2);
  });

  it('median time in status counts the stay going on, from the same time the lists show ("6 days in New")', async () => {
    const { orgUser, job } = await buildOrgWithTeam(t.app);
    const day = 86_400_000;
    const now = Date.now();
    const ago = (d: number) => new Date(now - d * day);
    // Still in New for 6 days.
    const a = await buildApplication(t.app, (await buildWorker(t.app)).id, job, {
      createdAt: ago(6),
      statusChangedAt: ago(6),
    });
    await t.app.db.insert(statusHistory).values({ applicationId: a.id, toStatus: 'New', createdAt: ago(6) });
    // 6 days in New, then in Screening for 4 days.
    const b = await buildApplication(t.app, (await buildWorker(t.app)).id, job, {
      status: 'Screening',
      createdAt: ago(10),
      statusChangedAt: ago(4),
    });
    await t.app.db.insert(statusHistory).values([
      { applicationId: b.id, toStatus: 'New', createdAt: ago(10) },
      { applicationId: b.id, fromStatus: 'New', toStatus: 'Screening', createdAt: ago(4) },
    ]);

    const listed = async (status: string) =>
      (await injectAs(t.app, orgUser).get(`/api/applications?status=${status}`))
        .json()
        .items.map((i: { status_changed_at: string }) => timeInStatus(i.status_changed_at, new Date(now)));
    expect(await listed('new')).toEqual(['6 days']);
    expect(await listed('screening')).toEqual(['4 days']);
    const s = (await injectAs(t.app, orgUser).get('/api/dashboard/summary')).json();
    const median = (status: string) =>
      Math.round(s.medianDaysInStatus.find((m: { status: string }) => m.status === status).days);
    expect([median('New'), median('Screening')]).toEqual([6, 4]);
  });

  it('updates the organization profile and own settings; a password change needs the current one', async () => {
    const { orgUser } = await buildOrgWithTeam(t.app);
    const p = await injectAs(t.app, orgUser).put('/api/org/profile', {
      name: 'Renamed Health',
      contact_email: 'HR@Renamed.example',
      contact_phone: '(404) 555-0101',
    });
    expect(p.json()).toEqual({
      name: 'Renamed Health',
      contact_email: 'hr@renamed.example',
      contact_phone: '(404) 555-0101',
      logo: '',
    });
    const s = await injectAs(t.app, orgUser).put('/api/me/settings', {
      first_name: 'Olive',
      last_name: 'Owens',
      phone: '555 0100',
    });
    expect(s.json()).toMatchObject({ first_name: 'Olive', phone: '555 0100' });
    const wrong = await injectAs(t.app, orgUser).post('/api/me/password', {
      current_password: 'nope-nope',
      new_password: 'another-password',
    });
    expect(wrong.json().message).toBe(DASHBOARD_MESSAGES.errors.wrongPassword);
    const ok = await injectAs(t.app, orgUser).post('/api/me/password', {
      current_password: TEST_PASSWORD,
      new_password: 'another-password',
    });
    expect(ok.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: orgUser.email, password: 'another-password' },
    });
    expect(login.statusCode).toBe(200);
  });
});
