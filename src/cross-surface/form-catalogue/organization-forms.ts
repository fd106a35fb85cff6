// The organization's forms of the catalogue: its settings, a job posting, API keys, webhooks, reference questions,
// contract clauses, invite a recruiter, onboarding item templates, a decision, an onboarding review, a clearance
// override; and the actions that check their body before sending (checkedBody): apply requirements, a job's status,
// assign a recruiter, bulk actions.
import { expect } from 'vitest';
import fc from 'fast-check';
import { assignRecruiterInput, bulkActionInput, changeStatusInput, decisionInput } from '@/domain/applications';
import { COMPARISON_ROW_KEYS } from '@/domain/jobs';
import {
  ONBOARDING_MESSAGES,
  REFERENCE_QUESTION_KINDS,
  clearOverrideInput,
  contractClausesInput,
  onboardingTemplateInput,
  referenceQuestionsInput,
  reviewItemInput,
} from '@/domain/onboarding';
import {
  DASHBOARD_MESSAGES,
  JOB_STATUSES,
  WEBHOOK_EVENTS,
  apiKeyNameInput,
  inviteRecruiterInput,
  isAllowedWebhookUrl,
  jobStatusInput,
  organizationPreferencesSchema,
  organizationProfileInput,
  reassignInput,
  webhookInput,
} from '@/domain/organizations';
import { MESSAGES, todayIso } from '@/domain/shared';
import {
  EMPTY_DRAFT,
  cleanDraft,
  formValues,
  jobFormSpec,
} from '../../web/features/dashboard/components/job-form-state';
import { jobInputSchema } from '@/domain/jobs';
import { buildApplication, buildMember, buildWorker } from '../../server/test/factories';
import { injectAs } from '../../server/test/inject-as';
import { acceptedApplication } from '../../server/test/contract-factory';
import { completeTermsForTest, signedContractForTest } from '../../server/test/placement-factory';
import { applications } from '../../server/db/schema';
import { assignFormCheck, assignFormSchema } from '../../web/features/applications/lib/assign-form';
import {
  OK,
  checkedVerdict,
  expectAgree,
  formCase,
  hookRefusal,
  hookVerdict,
  mostly,
  note,
  type FormCase,
  type ParityWorld,
} from '../parity';
import { contactEmail, email, emailOf, line, name, phone } from './inputs';

/** The year on the test's clock. */
const thisYear = () => Number(todayIso().slice(0, 4));

export const ORGANIZATION_FORMS: FormCase[] = [
  formCase({
    form: 'organization settings',
    route: 'PUT /api/org/profile',
    schema: organizationProfileInput,
    inputs: [name, contactEmail, phone],
    check: async ({ t, team }, n, e, p) => {
      const payload = { name: n, contact_email: e, contact_phone: p };
      const res = await injectAs(t.app, team.orgUser).put('/api/org/profile', payload);
      expectAgree(hookRefusal(organizationProfileInput, payload), res, payload);
    },
    examples: [
      ['Ana', 'a@b.test', '+1 555 0100'],
      ['', 'not-an-email', 'call me'],
    ],
  }),

  formCase({
    form: 'Post a job (the job form: jobInputSchema over the cleaned values)',
    route: 'POST /api/org/jobs',
    schema: jobInputSchema,
    inputs: [
      mostly('Night ICU RN', ['', '   ', 'x'.repeat(121)]),
      mostly('Registered Nurse', ['', 'x'.repeat(101)]),
      mostly<number | ''>(55, ['', -2, 0]),
      mostly<(number | '')[]>(
        [12, 3, 36],
        [
          [12, 3, 40],
          [8, 5, 40],
          ['', '', 36],
          [12, 3, ''],
        ],
      ),
      fc.tuple(fc.integer({ min: 0, max: 90 }), fc.integer({ min: -10, max: 30 })),
    ],
    check: async ({ t, team }, title, profession, hourly, [perShift, shifts, week], [start, delta]) => {
      // Start dates around 1 January of next year on the test's clock (FAKE_NOW moves them with it).
      const iso = (d: number) => new Date(Date.UTC(thisYear() + 1, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
      const base = formValues(EMPTY_DRAFT);
      const values = {
        ...base,
        title,
        profession,
        pay: { ...(base.pay as object), hourly_rate: hourly },
        hours: { ...(base.hours as object), hours_per_shift: perShift, shifts_per_week: shifts, hours_per_week: week },
        schedule: { start_date: iso(start), end_date: iso(start + delta) },
      };
      const payload = cleanDraft(values);
      const res = await injectAs(t.app, team.orgUser).post('/api/org/jobs', payload);
      expectAgree(hookRefusal(jobInputSchema, values, jobFormSpec), res, payload);
    },
    examples: [
      ['Night ICU RN', 'Registered Nurse', 55, [12, 3, 36], [10, -5]],
      ['Night ICU RN', 'Registered Nurse', 55, [12, 3, 36], [10, 5]],
    ],
    mustSee: [MESSAGES.validation.endBeforeStart],
  }),

  formCase({
    form: 'API keys: create and rename',
    route: 'POST /api/org/api-keys',
    schema: apiKeyNameInput,
    setup: async ({ t, team }: ParityWorld) => {
      const created = await injectAs(t.app, team.orgUser).post('/api/org/api-keys', { name: 'Parity' });
      expect(created.statusCode).toBe(201);
      return { id: (created.json() as { id: string }).id };
    },
    inputs: [line, fc.boolean()],
    check: async ({ t, team, id }, name, rename) => {
      const payload = { name };
      const res = rename
        ? await injectAs(t.app, team.orgUser).patch(`/api/org/api-keys/${id}`, payload)
        : await injectAs(t.app, team.orgUser).post('/api/org/api-keys', payload);
      expectAgree(hookRefusal(apiKeyNameInput, payload), res, payload);
    },
    examples: [
      ['Ok name', false],
      ['', true],
    ],
  }),

  formCase({
    form: 'webhooks: the schema, then the https rule',
    route: 'POST /api/org/webhooks',
    schema: webhookInput,
    inputs: [
      fc.constantFrom(
        'https://93.184.216.34/carelink',
        'http://93.184.216.34/carelink',
        'ftp://93.184.216.34/x',
        'https://user:secret@93.184.216.34/x',
        'not a url',
        '',
        `https://93.184.216.34/${'x'.repeat(500)}`,
      ),
      fc.subarray([...WEBHOOK_EVENTS]),
    ],
    check: async ({ t, team }, url, events) => {
      const payload = { url, events };
      // The form's check (api-keys-section.tsx): the schema's words, then the domain's URL rule.
      const verdict =
        hookRefusal(webhookInput, payload) ??
        (isAllowedWebhookUrl(url.trim()) ? null : DASHBOARD_MESSAGES.errors.webhookUrl);
      const res = await injectAs(t.app, team.orgUser).post('/api/org/webhooks', payload);
      expectAgree(verdict, res, payload);
      // Stay under the organization's webhook limit.
      if (res.statusCode === 201)
        await injectAs(t.app, team.orgUser).delete(`/api/org/webhooks/${(res.json() as { id: string }).id}`);
    },
    examples: [
      ['http://93.184.216.34/carelink', [WEBHOOK_EVENTS[0]]],
      ['https://93.184.216.34/carelink', [WEBHOOK_EVENTS[0]]],
    ],
    mustSee: [DASHBOARD_MESSAGES.errors.webhookUrl],
  }),

  formCase({
    form: 'reference questions',
    route: 'PUT /api/org/reference-questions',
    schema: referenceQuestionsInput,
    inputs: [
      fc.array(
        fc.record({
          id: fc.constantFrom('q1', 'q2', 'q3', 'Not An Id'),
          label: fc.constantFrom('Would you work with them again?', 'Their strengths', '', 'x'.repeat(301)),
          kind: fc.constantFrom(...REFERENCE_QUESTION_KINDS, 'sideways'),
          required: fc.boolean(),
        }),
        { minLength: 0, maxLength: 2 },
      ),
    ],
    check: async ({ t, team }, questions) => {
      const payload = { questions };
      const res = await injectAs(t.app, team.orgUser).put('/api/org/reference-questions', payload);
      expectAgree(hookRefusal(referenceQuestionsInput, payload), res, payload);
    },
    examples: [[[{ id: 'q1', label: 'Their strengths', kind: 'text', required: true }]], [[]]],
  }),

  formCase({
    form: 'contract clauses',
    route: 'PUT /api/org/contract-clauses',
    schema: contractClausesInput,
    inputs: [
      fc.array(fc.constantFrom('Parking is free.', '  Scrubs are\nprovided.  ', '', '   ', 'x'.repeat(2001)), {
        minLength: 0,
        maxLength: 3,
      }),
    ],
    check: async ({ t, team }, clauses) => {
      const as = injectAs(t.app, team.orgUser);
      // The version in force, as the form has it: a stale one is the 409 of another test.
      const { version } = (await as.get('/api/org/contract-clauses')).json() as { version: number };
      const payload = { clauses, version };
      const res = await as.put('/api/org/contract-clauses', payload);
      expectAgree(hookRefusal(contractClausesInput, payload), res, payload);
    },
    examples: [[['Parking is free.']], [['']], [[]]],
  }),

  formCase({
    form: 'invite a recruiter',
    route: 'POST /api/org/invitations',
    schema: inviteRecruiterInput,
    inputs: [email],
    check: async ({ t, team }, kind) => {
      const payload = { email: emailOf(kind) };
      const res = await injectAs(t.app, team.orgUser).post('/api/org/invitations', payload);
      expectAgree(hookRefusal(inviteRecruiterInput, payload), res, payload);
    },
    examples: [['good'], ['not-an-email']],
  }),

  formCase({
    form: 'an onboarding item template (label, description, due days)',
    route: 'POST /api/onboarding-templates',
    schema: onboardingTemplateInput,
    inputs: [
      mostly('BLS card', ['', '   ', 'x'.repeat(121), 'Two\nlines'], 3),
      fc.constantFrom('', 'Front and back', 'x'.repeat(1001)),
      fc.constantFrom<number | ''>('', 0, 14, 365, 366, -1, 2.5),
      fc.boolean(),
    ],
    check: async ({ t, team }, label, description, dueDays, needsDocument) => {
      // What the form sends (templates-section.tsx): the label and description trimmed, a blank description and due
      // days left out.
      const payload = {
        jobId: null,
        label: label.trim(),
        ...(description.trim() ? { description: description.trim() } : {}),
        needsDocument,
        dueDaysBeforeStart: typeof dueDays === 'number' ? dueDays : null,
      };
      const res = await injectAs(t.app, team.orgUser).post('/api/onboarding-templates', payload);
      expectAgree(hookRefusal(onboardingTemplateInput, payload), res, payload);
    },
    examples: [
      ['BLS card', '', 14, true],
      ['', '', '', true],
      ['BLS card', '', 366, false],
    ],
  }),

  formCase({
    form: 'a decision with a status move (the decision dialog)',
    route: 'PATCH /api/application-journey',
    schema: changeStatusInput,
    inputs: [
      fc.constantFrom('Recruiter', 'Worker', 'Facility', 'Nobody'),
      fc.constantFrom('', 'Position filled', 'x'.repeat(501)),
      fc.constantFrom('', 'Spoke on the phone', 'x'.repeat(2001)),
    ],
    check: async ({ t, team }, maker, reason, notes) => {
      const w = await buildWorker(t.app);
      const a = await buildApplication(t.app, w.id, team.job, { status: 'Screening' });
      const decision = { decision_maker: maker, decision_reason: reason, decision_notes: notes };
      const payload = { applicationId: a.id, status: 'Hold', version: a.version, ...decision };
      const res = await injectAs(t.app, team.recruiter).patch('/api/application-journey', payload);
      expectAgree(hookRefusal(changeStatusInput, payload), res, payload);
      // The dialog's own check (its fields of the same schema) refuses what the server refuses, and sends the rest.
      expect(hookRefusal(decisionInput, decision) === null, JSON.stringify(decision).slice(0, 200)).toBe(
        res.statusCode < 300,
      );
    },
    runs: 20,
  }),

  formCase({
    form: 'onboarding review (the reject dialog): a rejection needs a reason',
    route: 'POST /api/onboarding-items/:id/review',
    schema: reviewItemInput,
    setup: async ({ t }: ParityWorld) => {
      const { applicationId, team: own } = await acceptedApplication(t.app);
      const list = await injectAs(t.app, own.recruiter).get(`/api/applications/${applicationId}/onboarding`);
      expect(list.statusCode).toBe(200);
      const items = (list.json() as { items: { id: string; version: number }[] }).items;
      expect(items.length).toBeGreaterThan(0);
      return { applicationId, own, items, reviewed: { count: 0 } };
    },
    inputs: [
      fc.constantFrom('verify', 'reject', 'approve'),
      fc.constantFrom(undefined, '', '   ', 'Expired card', 'x'.repeat(501)),
    ],
    check: async ({ t, applicationId, own, items, reviewed }, decision, reason) => {
      // Each review on its own item at its current version (a review moves the item on).
      const item = items[reviewed.count++ % items.length];
      const fresh = await injectAs(t.app, own.recruiter).get(`/api/applications/${applicationId}/onboarding`);
      const current = (fresh.json() as { items: { id: string; version: number }[] }).items.find(
        (x) => x.id === item.id,
      )!;
      const payload = { decision, version: current.version, ...(reason === undefined ? {} : { reason }) };
      const formVerdict = hookRefusal(reviewItemInput, payload);
      const res = await injectAs(t.app, own.recruiter).post(`/api/onboarding-items/${item.id}/review`, payload);
      // A schema-valid review may still meet the item's state (nothing submitted yet): that answer is the item's,
      // not a form rule, so only the form's refusals and the schema-valid answers of 2xx are compared.
      if (formVerdict !== null || res.statusCode < 300) expectAgree(formVerdict, res, payload);
      else note(OK);
    },
    examples: [
      ['reject', ''],
      ['verify', undefined],
    ],
    mustSee: [ONBOARDING_MESSAGES.reasonRequired],
  }),

  formCase({
    form: 'clear with items missing (the override dialog): a reason',
    route: 'POST /api/applications/:id/clear-override',
    schema: clearOverrideInput,
    inputs: [fc.constantFrom('', '   ', 'x'.repeat(501), 'Start date moved up'), fc.boolean()],
    check: async ({ t, team }, reason, send) => {
      const payload = { reason: reason.trim() };
      const formVerdict = hookRefusal(clearOverrideInput, payload);
      // An accepted reason clears a placement (once): it is sent on a new one each time, one in two of them.
      if (formVerdict === null && !send) return void note(OK);
      // A placement whose contract is signed and pay terms complete, its checklist still open (onboarding.test.ts).
      const { applicationId } = await acceptedApplication(t.app, team);
      await signedContractForTest(t.app, applicationId);
      await completeTermsForTest(t.app, applicationId);
      const res = await injectAs(t.app, team.orgUser).post(
        `/api/applications/${applicationId}/clear-override`,
        payload,
      );
      expectAgree(formVerdict, res, payload);
    },
    runs: 12,
    examples: [
      ['', true],
      ['Start date moved up', true],
    ],
    mustSee: [ONBOARDING_MESSAGES.reasonRequired],
  }),

  formCase({
    form: 'apply requirements (checkedBody)',
    route: 'PUT /api/org/preferences',
    schema: organizationPreferencesSchema,
    inputs: [
      fc.array(
        fc.oneof(
          { arbitrary: fc.constantFrom(...COMPARISON_ROW_KEYS), weight: 8 },
          { arbitrary: fc.constant('a-retired-row'), weight: 1 },
        ),
        { maxLength: 4 },
      ),
    ],
    check: async ({ t, team }, requiredToApply) => {
      const body = { requiredToApply };
      const res = await injectAs(t.app, team.orgUser).put('/api/org/preferences', body);
      expectAgree(checkedVerdict(organizationPreferencesSchema, body), res, body);
    },
    runs: 20,
    examples: [[[COMPARISON_ROW_KEYS[0]]], [[COMPARISON_ROW_KEYS[0], 'a-retired-row']]],
    mustSee: [MESSAGES.errors.unknownComparisonField],
  }),

  formCase({
    form: "a job's status (checkedBody)",
    route: 'POST /api/org/jobs/:id/status',
    schema: jobStatusInput,
    inputs: [mostly<string>('paused', [...JOB_STATUSES, 'archived', ''], 3)],
    check: async ({ t, team }, status) => {
      const body = { status };
      const res = await injectAs(t.app, team.orgUser).post(`/api/org/jobs/${team.job.id}/status`, body);
      expectAgree(checkedVerdict(jobStatusInput, body), res, body);
    },
    runs: 15,
    examples: [['closed'], ['archived']],
  }),

  formCase({
    form: 'assign a recruiter (checkedBody)',
    route: 'POST /api/application-journey/assign-recruiter',
    schema: assignRecruiterInput,
    setup: async ({ t, team }: ParityWorld) => ({
      application: await buildApplication(t.app, (await buildWorker(t.app)).id, team.job),
    }),
    inputs: [
      fc.constantFrom('own', 'own', 'own', '', '   ', 'x'.repeat(65)),
      mostly('Rita Recruiter', ['', '   ', 'x'.repeat(201)], 3),
    ],
    check: async ({ t, team, application }, recruiter, recruiterName) => {
      const newRecruiterId = recruiter === 'own' ? team.recruiter.id : recruiter;
      const body = { newRecruiterId, recruiterName, applicationId: application.id };
      const res = await injectAs(t.app, team.orgUser).post('/api/application-journey/assign-recruiter', body);
      expectAgree(checkedVerdict(assignRecruiterInput, body), res, body);
    },
    runs: 20,
    examples: [
      ['own', 'Rita Recruiter'],
      ['own', ''],
    ],
  }),

  formCase({
    form: 'assign a recruiter to the selected rows (assign-dialog.tsx: the hook over bulkActionInput)',
    route: 'POST /api/application-journey/bulk',
    schema: assignFormSchema,
    setup: async ({ t, team }: ParityWorld) => {
      const rows = await Promise.all(
        [0, 1, 2].map(async () => buildApplication(t.app, (await buildWorker(t.app)).id, team.job)),
      );
      return { ids: rows.map((r) => r.id) };
    },
    inputs: [
      fc.constantFrom('own', 'own', 'own', '', 'x'.repeat(65)),
      fc.oneof(
        { arbitrary: fc.subarray([0, 1, 2], { minLength: 1 }), weight: 4 },
        { arbitrary: fc.constantFrom<number[]>([], [1, 1]), weight: 1 },
      ),
    ],
    check: async ({ t, team, ids }, recruiter, selected) => {
      // The rows as the list showed them (an assignment leaves the version as it is).
      const versions = await t.app.db.select().from(applications);
      const targets = selected.map((i) => ({
        applicationId: ids[i],
        version: versions.find((a) => a.id === ids[i])?.version ?? 1,
      }));
      const values = { recruiterId: recruiter === 'own' ? team.recruiter.id : recruiter };
      const check = assignFormCheck(targets);
      const payload = check.toInput!(values);
      const res = await injectAs(t.app, team.orgUser).post('/api/application-journey/bulk', payload as object);
      // Keyed as the payload (the server's fields); the dialog shows the same messages on its select and above it.
      expectAgree(hookVerdict(assignFormSchema, values, { toInput: check.toInput }), res, payload);
      expect(hookRefusal(assignFormSchema, values, check)).toBe(
        hookRefusal(assignFormSchema, values, { toInput: check.toInput }),
      );
    },
    runs: 20,
    examples: [
      ['own', [0, 1]],
      ['', [0]],
      ['own', [1, 1]],
    ],
    mustSee: [MESSAGES.errors.bulkDuplicate],
  }),

  formCase({
    form: 'reassign applications (recruiter-management.tsx: the hook over reassignInput)',
    route: 'POST /api/org/members/:id/reassign',
    schema: reassignInput,
    setup: async ({ t, team }: ParityWorld) => ({ other: await buildMember(t.app, 'recruiter', team.org.id) }),
    inputs: [fc.constantFrom<'other' | '' | 'long'>('other', 'other', '', 'long')],
    check: async ({ t, team, other }, to) => {
      const values = { toRecruiterId: to === 'other' ? other.id : to === 'long' ? 'x'.repeat(65) : to };
      const res = await injectAs(t.app, team.orgUser).post(`/api/org/members/${team.recruiter.id}/reassign`, values);
      expectAgree(hookVerdict(reassignInput, values), res, values);
    },
    runs: 10,
    examples: [['other'], ['']],
  }),

  formCase({
    form: 'bulk actions (checkedBody)',
    route: 'POST /api/application-journey/bulk',
    schema: bulkActionInput,
    setup: async ({ t, team }: ParityWorld) => {
      const rows = await Promise.all(
        [0, 1, 2].map(async () => buildApplication(t.app, (await buildWorker(t.app)).id, team.job)),
      );
      return { ids: rows.map((r) => r.id) };
    },
    inputs: [
      fc.oneof(
        { arbitrary: fc.subarray([0, 1, 2], { minLength: 1 }), weight: 4 },
        { arbitrary: fc.constantFrom<number[]>([], [0, 0], [-1]), weight: 1 },
      ),
      fc.constantFrom<'status' | 'assign'>('status', 'assign'),
      mostly<string>('Rejected', ['Archived-for-good'], 3),
    ],
    check: async ({ t, team, ids }, selected, action, status) => {
      // Each row with the version the list showed (a row changed since is refused per row, in a 200 answer).
      const versions = await t.app.db.select().from(applications);
      const applicationsSent = selected.map((i) => {
        const id = i < 0 ? 'x'.repeat(65) : ids[i];
        return { applicationId: id, version: versions.find((a) => a.id === id)?.version ?? 1 };
      });
      const body =
        action === 'status'
          ? { action, applications: applicationsSent, status }
          : { action, applications: applicationsSent, newRecruiterId: team.recruiter.id };
      const res = await injectAs(t.app, team.orgUser).post('/api/application-journey/bulk', body);
      expectAgree(checkedVerdict(bulkActionInput, body), res, body);
    },
    runs: 20,
    examples: [
      [[0], 'assign', 'Rejected'],
      [[0, 0], 'assign', 'Rejected'],
    ],
    mustSee: [MESSAGES.errors.bulkDuplicate],
  }),
];
