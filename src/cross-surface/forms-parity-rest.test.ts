// The last forms against the server (issue 33): a referee's answers (/reference/:token), accept an invitation, the
// upload's fields (type, expiry date, name; the file itself is the server's to check), an onboarding item's submit,
// notification settings, the organization's apply requirements, a job's status, assign a recruiter, bulk actions.
// fast-check builds what each form could send (the choices it offers, and the stale or broken ones a list that changed
// under it could leave), the form's own check gives its verdict and its message per field (formRefusals, checkedBody,
// referenceFormCheck, documentUploadRefusal), and the same payload goes to the real route: both accept, or both refuse
// with the same message and the same field messages. Each property sees an acceptance and a refusal (parity.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { assignRecruiterInput, bulkActionInput } from '@/domain/applications';
import { DOCUMENT_CATEGORIES, documentUploadRefusal } from '@/domain/documents';
import { COMPARISON_ROW_KEYS } from '@/domain/jobs';
import { NOTIFICATION_KINDS, notificationSettingsInput } from '@/domain/notifications';
import { DEFAULT_REFERENCE_QUESTIONS, REFERENCE_MESSAGES, submitItemInput } from '@/domain/onboarding';
import {
  JOB_STATUSES,
  acceptInvitationInput,
  jobStatusInput,
  organizationPreferencesSchema,
} from '@/domain/organizations';
import { MESSAGES, formRefusal, formRefusals } from '@/domain/shared';
import { checkedBody } from '../web/lib/api';
import { referenceFormCheck, type ReferenceValues } from '../web/features/onboarding/lib/reference-answers';
import type { TestApp } from '../server/test/test-app';
import { buildApplication, buildWorker, type TestUser } from '../server/test/factories';
import { injectAs } from '../server/test/inject-as';
import { multipart } from '../server/modules/documents/test-multipart';
import { PNG_BYTES } from '../server/db/seed-files';
import { applications, onboardingItems } from '../server/db/schema';
import { expectAgree, mailedToken, parityApp, parityProperty, postSignedOut, type ParityTeam } from './parity';

let t: TestApp;
let team: ParityTeam;
beforeAll(async () => void ({ t, team } = await parityApp()), 120_000);
afterAll(async () => t.close());

/** What a form that sends through `checkedBody(schema, body)` refuses with: its message and its fields. */
function checked(schema: Parameters<typeof checkedBody>[0], body: unknown) {
  try {
    checkedBody(schema, body);
    return { message: null, fields: {} };
  } catch (err) {
    const e = err as { message: string; body: { fields?: Record<string, string> } };
    return { message: e.message, fields: e.body.fields ?? {} };
  }
}

/** What a form checking with the schema itself refuses with. */
const judged = (schema: Parameters<typeof formRefusal>[0], body: unknown) => ({
  message: formRefusal(schema, body),
  fields: formRefusals(schema, body),
});

let n = 0;
const freshEmail = () => `parity-rest-${++n}-${Date.now()}@example.test`;

describe('public forms', { timeout: 300_000 }, () => {
  it('a referee answers (POST /api/references/:token, the /reference/:token page: referenceFormCheck)', async () => {
    // A placement in Onboarding whose worker names referees; each accepted answer uses up a link, so a new one is named.
    let worker: TestUser;
    let applicationId = '';
    let named = 0;
    const newLink = async (): Promise<string> => {
      if (named % 5 === 0) {
        worker = await buildWorker(t.app);
        applicationId = (await buildApplication(t.app, worker.id, team.job, { status: 'Onboarding' })).id;
        await t.app.db.insert(onboardingItems).values({
          applicationId,
          kind: 'references',
          key: 'references',
          label: 'References',
          needsDocument: false,
          requiredCount: 5,
        });
      }
      named++;
      const email = freshEmail();
      const res = await injectAs(t.app, worker).post(`/api/applications/${applicationId}/referees`, {
        name: `Ann Lee ${named}`,
        email,
        relationship: 'Charge nurse',
        workplace: 'Grady ICU',
      });
      expect(res.statusCode, res.body).toBe(201);
      const token = await mailedToken(t, email, /\/reference\/([\w-]+)/);
      expect(token).not.toBe('');
      return token;
    };
    let token = await newLink();
    const opened = await t.app.inject({ method: 'GET', url: `/api/references/${token}` });
    const { today, questions } = opened.json() as { today: string; questions: typeof DEFAULT_REFERENCE_QUESTIONS };
    expect(questions).toEqual(DEFAULT_REFERENCE_QUESTIONS);
    const future = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    const date = fc.constantFrom('2024-01-01', '2025-06-30', '', future, '2025-02-30');
    // The inputs as a referee leaves them: dates typed or blank, a choice made or not, comments or none, too long.
    const values = fc.record({
      dates: fc.oneof(
        { arbitrary: fc.constant({ from: '2024-01-01', to: '2025-06-30' }), weight: 3 },
        { arbitrary: fc.record({ from: date, to: date }), weight: 2 },
      ),
      rehire: fc.constantFrom<string | null>('yes', 'no', 'yes', null),
      competence: fc.constantFrom<number | null>(4, 1, 5, null),
      comments: fc.constantFrom('', 'Calm under pressure.', 'x'.repeat(2001)),
    });
    await parityProperty(
      [values],
      async (v: ReferenceValues) => {
        const fields = referenceFormCheck(questions, today, v);
        const answers = Object.fromEntries(
          questions.map((q) => {
            const x = v[q.id];
            if (q.kind === 'date-range') {
              const r = x as { from: string; to: string };
              return [q.id, !q.required && !r.from && !r.to ? null : r];
            }
            return [q.id, !q.required && (x === '' || x === null) ? null : x];
          }),
        );
        const payload = { answers };
        const res = await postSignedOut(t, `/api/references/${token}`, payload);
        expectAgree({ message: Object.values(fields)[0] ?? null, fields }, res, payload);
        if (res.statusCode < 300) token = await newLink();
      },
      {
        runs: 20,
        // An acceptance and the rarer refusals, always met: a date after today, to before from, no rating, comments
        // too long.
        examples: [
          [{ dates: { from: '2024-01-01', to: '2025-06-30' }, rehire: 'yes', competence: 4, comments: 'Calm.' }],
          [{ dates: { from: '2024-01-01', to: future }, rehire: 'yes', competence: 4, comments: '' }],
          [{ dates: { from: '2025-06-30', to: '2024-01-01' }, rehire: 'no', competence: 3, comments: '' }],
          [{ dates: { from: '2024-01-01', to: '2025-06-30' }, rehire: 'yes', competence: null, comments: '' }],
          [
            {
              dates: { from: '2024-01-01', to: '2025-06-30' },
              rehire: 'yes',
              competence: 5,
              comments: 'x'.repeat(2001),
            },
          ],
        ],
        mustSee: [REFERENCE_MESSAGES.futureDate, REFERENCE_MESSAGES.datesOrder],
      },
    );
  });

  it('accept an invitation (POST /api/invitations/accept, the /invite page: the schema before sending)', async () => {
    const invite = async () => {
      const email = freshEmail();
      const res = await injectAs(t.app, team.orgUser).post('/api/org/invitations', { email });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return mailedToken(t, email, /\/invite\?token=([\w-]+)/);
    };
    let token = await invite();
    const name = fc.constantFrom('Ana', 'Ana', '', '   ', 'x'.repeat(101), 'Two\nlines');
    await parityProperty(
      [name, name, fc.constantFrom('a-long-enough-password', '', 'short')],
      async (f, l, p) => {
        const payload = { token, first_name: f, last_name: l, password: p };
        const res = await postSignedOut(t, '/api/invitations/accept', payload);
        expectAgree(judged(acceptInvitationInput, payload), res, payload);
        if (res.statusCode < 300) token = await invite();
      },
      {
        runs: 15,
        examples: [
          ['Ana', 'Lee', 'a-long-enough-password'],
          ['Ana', 'Lee', 'short'],
        ],
        mustSee: [MESSAGES.errors.passwordTooShort],
      },
    );
  });
});

describe('worker forms', { timeout: 300_000 }, () => {
  it("an upload's fields (POST /api/documents/upload: documentUploadRefusal before the file is sent)", async () => {
    expect(DOCUMENT_CATEGORIES).toContain('diploma');
    const worker = await buildWorker(t.app);
    await parityProperty(
      [
        fc.constantFrom<string>('diploma', 'resume', 'diploma', 'a-retired-type', ''),
        fc.constantFrom('', '2030-01-31', '2030-02-30', '31/01/2030'),
        fc.constantFrom('', 'My diploma', 'x'.repeat(201), 'Two\nlines'),
      ],
      async (category, expiresOn, name) => {
        const fields = { category, expiresOn, name };
        const form = documentUploadRefusal(fields);
        // The form sends only the fields filled in (upload.ts), as the server reads them.
        const sent = Object.fromEntries(Object.entries(fields).filter(([, x]) => x !== ''));
        const { payload, headers } = multipart(sent, { name: 'card.png', content: PNG_BYTES, type: 'image/png' });
        const res = await injectAs(t.app, worker).post('/api/documents/upload', payload, { headers });
        expectAgree({ message: form?.message ?? null, fields: form?.fields ?? {} }, res, fields);
      },
      {
        runs: 20,
        examples: [
          ['diploma', '2030-01-31', 'My diploma'],
          ['diploma', '2030-02-30', 'My diploma'],
          ['diploma', '', 'x'.repeat(201)],
        ],
      },
    );
  });

  it('fulfil an onboarding item (POST /api/onboarding-items/:id/submit, checkedBody)', async () => {
    const worker = await buildWorker(t.app);
    const application = await buildApplication(t.app, worker.id, team.job, { status: 'Onboarding' });
    const [item] = await t.app.db
      .insert(onboardingItems)
      .values({ applicationId: application.id, kind: 'certification', key: 'bls', label: 'BLS', needsDocument: true })
      .returning();
    const { payload, headers } = multipart({ category: 'diploma' }, { name: 'bls.png', content: PNG_BYTES });
    const uploaded = await injectAs(t.app, worker).post('/api/documents/upload', payload, { headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const documentId = (uploaded.json() as { data: { id: string } }).data.id;
    await parityProperty(
      [mostly(documentId, 'not-a-document', ''), mostly<'current' | number>('current', 0, -1, 1.5)],
      async (doc, v) => {
        // The item's version as the checklist shows it (each submit moves it on).
        const [now] = await t.app.db.select().from(onboardingItems).where(eq(onboardingItems.id, item.id));
        const body = { documentId: doc, version: v === 'current' ? now.version : v };
        const res = await injectAs(t.app, worker).post(`/api/onboarding-items/${item.id}/submit`, body);
        expectAgree(checked(submitItemInput, body), res, body);
      },
      {
        runs: 20,
        examples: [
          [documentId, 'current'],
          [documentId, 0],
        ],
      },
    );
  });

  it('notification settings (PUT /api/notifications/settings, checkedBody)', async () => {
    const worker = await buildWorker(t.app);
    const setting = fc.record({
      kind: fc.oneof(
        { arbitrary: fc.constantFrom<string>(...NOTIFICATION_KINDS), weight: 5 },
        { arbitrary: fc.constant('a-retired-kind'), weight: 1 },
      ),
      email: fc.boolean(),
    });
    await parityProperty(
      [fc.array(setting, { minLength: 0, maxLength: 3 })],
      async (settings) => {
        const body = { settings };
        const res = await injectAs(t.app, worker).put('/api/notifications/settings', body);
        expectAgree(checked(notificationSettingsInput, body), res, body);
      },
      {
        runs: 20,
        examples: [
          [[{ kind: NOTIFICATION_KINDS[0], email: true }]],
          [[]],
          [
            [
              { kind: NOTIFICATION_KINDS[0], email: true },
              { kind: NOTIFICATION_KINDS[0], email: false },
            ],
          ],
        ],
        mustSee: [MESSAGES.notifications.duplicateKind],
      },
    );
  });
});

/** The first value most of the time, else one of the others. */
function mostly<T>(good: T, ...others: T[]): fc.Arbitrary<T> {
  return fc.oneof({ arbitrary: fc.constant(good), weight: 3 }, { arbitrary: fc.constantFrom(...others), weight: 1 });
}

describe('organization forms', { timeout: 300_000 }, () => {
  it('apply requirements (PUT /api/org/preferences, checkedBody)', async () => {
    const key = fc.oneof(
      { arbitrary: fc.constantFrom(...COMPARISON_ROW_KEYS), weight: 8 },
      { arbitrary: fc.constant('a-retired-row'), weight: 1 },
    );
    await parityProperty(
      [fc.array(key, { maxLength: 4 })],
      async (requiredToApply) => {
        const body = { requiredToApply };
        const res = await injectAs(t.app, team.orgUser).put('/api/org/preferences', body);
        expectAgree(checked(organizationPreferencesSchema, body), res, body);
      },
      {
        runs: 20,
        examples: [[[COMPARISON_ROW_KEYS[0]]], [[COMPARISON_ROW_KEYS[0], 'a-retired-row']]],
        mustSee: [MESSAGES.errors.unknownComparisonField],
      },
    );
  });

  it("a job's status (POST /api/org/jobs/:id/status, checkedBody)", async () => {
    await parityProperty(
      [mostly<string>('paused', ...JOB_STATUSES, 'archived', '')],
      async (status) => {
        const body = { status };
        const res = await injectAs(t.app, team.orgUser).post(`/api/org/jobs/${team.job.id}/status`, body);
        expectAgree(checked(jobStatusInput, body), res, body);
      },
      { runs: 15, examples: [['closed'], ['archived']] },
    );
  });

  it('assign a recruiter (POST /api/application-journey/assign-recruiter, checkedBody)', async () => {
    const worker = await buildWorker(t.app);
    const application = await buildApplication(t.app, worker.id, team.job);
    await parityProperty(
      [mostly(team.recruiter.id, '', '   ', 'x'.repeat(65)), mostly('Rita Recruiter', '', '   ', 'x'.repeat(201))],
      async (newRecruiterId, recruiterName) => {
        const body = { newRecruiterId, recruiterName, applicationId: application.id };
        const res = await injectAs(t.app, team.orgUser).post('/api/application-journey/assign-recruiter', body);
        expectAgree(checked(assignRecruiterInput, body), res, body);
      },
      {
        runs: 20,
        examples: [
          [team.recruiter.id, 'Rita Recruiter'],
          [team.recruiter.id, ''],
        ],
      },
    );
  });

  it('bulk actions (POST /api/application-journey/bulk, checkedBody)', async () => {
    const rows = await Promise.all(
      [0, 1, 2].map(async () => buildApplication(t.app, (await buildWorker(t.app)).id, team.job)),
    );
    const ids = rows.map((r) => r.id);
    await parityProperty(
      [
        fc.oneof(
          { arbitrary: fc.subarray(ids, { minLength: 1 }), weight: 4 },
          { arbitrary: fc.constantFrom<string[]>([], [ids[0], ids[0]], ['x'.repeat(65)]), weight: 1 },
        ),
        fc.constantFrom<'status' | 'assign'>('status', 'assign'),
        mostly<string>('Rejected', 'Archived-for-good'),
      ],
      async (selected, action, status) => {
        // Each row with the version the list showed (a row changed since is refused per row, in a 200 answer).
        const versions = await t.app.db.select().from(applications);
        const applicationsSent = selected.map((id) => ({
          applicationId: id,
          version: versions.find((a) => a.id === id)?.version ?? 1,
        }));
        const body =
          action === 'status'
            ? { action, applications: applicationsSent, status }
            : { action, applications: applicationsSent, newRecruiterId: team.recruiter.id };
        const res = await injectAs(t.app, team.orgUser).post('/api/application-journey/bulk', body);
        expectAgree(checked(bulkActionInput, body), res, body);
      },
      {
        runs: 20,
        examples: [
          [[ids[0]], 'assign', 'Rejected'],
          [[ids[0], ids[0]], 'assign', 'Rejected'],
        ],
        mustSee: [MESSAGES.errors.bulkDuplicate],
      },
    );
  });
});
