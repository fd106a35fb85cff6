// Every other form against the server (issue 33): fast-check generates what a person could type into the form, the
// form's own check (the domain schema it validates with, and the domain rule it applies before sending) gives its
// verdict, and the same payload goes to the route the form posts to. Both accept, or both refuse with the same message.
// Each property must see an acceptance and a refusal (parity.ts expectSeen). The forms: the job posting, a profile
// dialog (see forms-parity-profile.test.ts), the credential editor, API keys (create, rename), webhooks, the chat
// composer and Ask Recruiter, a decision and a decline, referees, the reference questions, the contract clauses,
// onboarding review, contract signing, login, forgot and reset password, change email, change password, close account,
// invite a recruiter, a saved search (new and edited). The offer forms are in forms-parity-offers.test.ts; sign-up, settings and the first run in
// forms-parity.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { askRecruiterInput, parseChatMessageBody, sendChatMessageInput } from '@/domain/chat';
import { respondToOfferInput } from '@/domain/offers';
import { changeStatusInput } from '@/domain/applications';
import { createSavedSearchInput, updateSavedSearchInput } from '@/domain/jobs';
import {
  ONBOARDING_MESSAGES,
  REFERENCE_QUESTION_KINDS,
  contractClausesInput,
  referenceQuestionsInput,
  refereeInput,
  reviewItemInput,
  signContractInput,
  signerNameMatches,
} from '@/domain/onboarding';
import {
  DASHBOARD_MESSAGES,
  apiKeyNameInput,
  changePasswordInput,
  inviteRecruiterInput,
  isAllowedWebhookUrl,
  webhookInput,
  WEBHOOK_EVENTS,
} from '@/domain/organizations';
import { updateCredentialInput } from '@/domain/profile';
import {
  MESSAGES,
  changeEmailInput,
  deleteAccountInput,
  forgotPasswordInput,
  formRefusal,
  fullName,
  loginInput,
  resetPasswordInput,
  todayIso,
} from '@/domain/shared';
import {
  EMPTY_DRAFT,
  cleanDraft,
  formValues,
  validateDraft,
} from '../web/features/dashboard/components/job-form-state';
import type { TestApp } from '../server/test/test-app';
import { TEST_PASSWORD, buildApplication, buildUser, buildWorker, type TestUser } from '../server/test/factories';
import { injectAs } from '../server/test/inject-as';
import { acceptedApplication } from '../server/test/contract-factory';
import { chatParticipants, chats, documents } from '../server/db/schema';
import {
  OK,
  expectAgree,
  expectSeen,
  mailedToken,
  note,
  parityApp,
  parityProperty,
  postSignedOut,
  remoteAddress,
  type ParityTeam,
} from './parity';

let t: TestApp;
let team: ParityTeam;
beforeAll(async () => void ({ t, team } = await parityApp()), 120_000);
afterAll(async () => t.close());

/** The first value most of the time, else one of the others (so a property sees both verdicts in a few runs). */
function mostly<T>(good: T, ...others: T[]): fc.Arbitrary<T> {
  return fc.oneof({ arbitrary: fc.constant(good), weight: 4 }, { arbitrary: fc.constantFrom(...others), weight: 1 });
}

/** A line as typed: mostly a good one, else blank, spaces, too long or two lines. */
const line = fc.oneof(
  { arbitrary: fc.constantFrom('Bayside', 'Ok name'), weight: 3 },
  { arbitrary: fc.constantFrom('', '   ', 'x'.repeat(201), 'Two\nlines'), weight: 2 },
);
const email = fc.oneof(
  { arbitrary: fc.constant('good'), weight: 3 },
  { arbitrary: fc.constantFrom('', 'not-an-email', 'x@y'), weight: 2 },
);
let n = 0;
/** The year on the test's clock. */
const thisYear = () => Number(todayIso().slice(0, 4));
/** A fresh valid address for 'good', else the bad one as typed. */
const emailOf = (kind: string) => (kind === 'good' ? `parity-${++n}-${Date.now()}@example.test` : kind);
const password = fc.constantFrom(TEST_PASSWORD, '', 'short', 'a-long-enough-password');

describe('organization forms', { timeout: 300_000 }, () => {
  it('Post a job (the job form: validateDraft over its values, POST /api/org/jobs with the cleaned draft)', async () => {
    // Start dates around 1 January of next year on the test's clock (FAKE_NOW moves them with it).
    const iso = (d: number) => new Date(Date.UTC(thisYear() + 1, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
    await parityProperty(
      [
        mostly('Night ICU RN', '', '   ', 'x'.repeat(121)),
        mostly('Registered Nurse', '', 'x'.repeat(101)),
        mostly<number | ''>(55, '', -2, 0),
        mostly<(number | '')[]>([12, 3, 36], [12, 3, 40], [8, 5, 40], ['', '', 36], [12, 3, '']),
        fc.tuple(fc.integer({ min: 0, max: 90 }), fc.integer({ min: -10, max: 30 })),
      ],
      async (title, profession, hourly, [perShift, shifts, week], [start, delta]) => {
        const base = formValues(EMPTY_DRAFT);
        const values = {
          ...base,
          title,
          profession,
          pay: { ...(base.pay as object), hourly_rate: hourly },
          hours: {
            ...(base.hours as object),
            hours_per_shift: perShift,
            shifts_per_week: shifts,
            hours_per_week: week,
          },
          schedule: { start_date: iso(start), end_date: iso(start + delta) },
        };
        const errors = validateDraft(values);
        const payload = cleanDraft(values);
        const res = await injectAs(t.app, team.orgUser).post('/api/org/jobs', payload);
        expectAgree(Object.values(errors)[0] ?? null, res, payload);
      },
      {
        examples: [
          ['Night ICU RN', 'Registered Nurse', 55, [12, 3, 36], [10, -5]],
          ['Night ICU RN', 'Registered Nurse', 55, [12, 3, 36], [10, 5]],
        ],
        mustSee: [MESSAGES.validation.endBeforeStart],
      },
    );
  });

  it('API keys: create (POST /api/org/api-keys) and rename (PATCH /api/org/api-keys/:id)', async () => {
    const created = await injectAs(t.app, team.orgUser).post('/api/org/api-keys', { name: 'Parity' });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    await parityProperty(
      [line, fc.boolean()],
      async (name, rename) => {
        const payload = { name };
        const res = rename
          ? await injectAs(t.app, team.orgUser).patch(`/api/org/api-keys/${id}`, payload)
          : await injectAs(t.app, team.orgUser).post('/api/org/api-keys', payload);
        expectAgree(formRefusal(apiKeyNameInput, payload), res, payload);
      },
      {
        examples: [
          ['Ok name', false],
          ['', true],
        ],
      },
    );
  });

  it('webhooks (POST /api/org/webhooks): the schema, then the https rule', async () => {
    await parityProperty(
      [
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
      async (url, events) => {
        const payload = { url, events };
        // The form's check (api-keys-section.tsx): the schema's words, then the domain's URL rule.
        const verdict =
          formRefusal(webhookInput, payload) ??
          (isAllowedWebhookUrl(url.trim()) ? null : DASHBOARD_MESSAGES.errors.webhookUrl);
        const res = await injectAs(t.app, team.orgUser).post('/api/org/webhooks', payload);
        expectAgree(verdict, res, payload);
        // Stay under the organization's webhook limit.
        if (res.statusCode === 201)
          await injectAs(t.app, team.orgUser).delete(`/api/org/webhooks/${(res.json() as { id: string }).id}`);
      },
      {
        examples: [
          ['http://93.184.216.34/carelink', [WEBHOOK_EVENTS[0]]],
          ['https://93.184.216.34/carelink', [WEBHOOK_EVENTS[0]]],
        ],
        mustSee: [DASHBOARD_MESSAGES.errors.webhookUrl],
      },
    );
  });

  it('reference questions (PUT /api/org/reference-questions)', async () => {
    const question = fc.record({
      id: fc.constantFrom('q1', 'q2', 'q3', 'Not An Id'),
      label: fc.constantFrom('Would you work with them again?', 'Their strengths', '', 'x'.repeat(301)),
      kind: fc.constantFrom(...REFERENCE_QUESTION_KINDS, 'sideways'),
      required: fc.boolean(),
    });
    await parityProperty(
      [fc.array(question, { minLength: 0, maxLength: 2 })],
      async (questions) => {
        const payload = { questions };
        const res = await injectAs(t.app, team.orgUser).put('/api/org/reference-questions', payload);
        expectAgree(formRefusal(referenceQuestionsInput, payload), res, payload);
      },
      { examples: [[[{ id: 'q1', label: 'Their strengths', kind: 'text', required: true }]], [[]]] },
    );
  });

  it('contract clauses (PUT /api/org/contract-clauses)', async () => {
    const paragraph = fc.constantFrom('Parking is free.', '  Scrubs are\nprovided.  ', '', '   ', 'x'.repeat(2001));
    await parityProperty(
      [fc.array(paragraph, { minLength: 0, maxLength: 3 })],
      async (clauses) => {
        const as = injectAs(t.app, team.orgUser);
        // The version in force, as the form has it: a stale one is the 409 of another test.
        const { version } = (await as.get('/api/org/contract-clauses')).json() as { version: number };
        const payload = { clauses, version };
        const res = await as.put('/api/org/contract-clauses', payload);
        expectAgree(formRefusal(contractClausesInput, payload), res, payload);
      },
      { examples: [[['Parking is free.']], [['']], [[]]] },
    );
  });

  it('invite a recruiter (POST /api/org/invitations)', async () => {
    await parityProperty(
      [email],
      async (kind) => {
        const payload = { email: emailOf(kind) };
        const res = await injectAs(t.app, team.orgUser).post('/api/org/invitations', payload);
        expectAgree(formRefusal(inviteRecruiterInput, payload), res, payload);
      },
      { examples: [['good'], ['not-an-email']] },
    );
  });

  it('a decision with a status move (PATCH /api/application-journey, the decision dialog)', async () => {
    await parityProperty(
      [
        fc.constantFrom('Recruiter', 'Worker', 'Facility', 'Nobody'),
        fc.constantFrom('', 'Position filled', 'x'.repeat(501)),
        fc.constantFrom('', 'Spoke on the phone', 'x'.repeat(2001)),
      ],
      async (maker, reason, notes) => {
        const w = await buildWorker(t.app);
        const a = await buildApplication(t.app, w.id, team.job, { status: 'Screening' });
        const payload = {
          applicationId: a.id,
          status: 'Hold',
          version: a.version,
          decision_maker: maker,
          decision_reason: reason,
          decision_notes: notes,
        };
        const res = await injectAs(t.app, team.recruiter).patch('/api/application-journey', payload);
        expectAgree(formRefusal(changeStatusInput, payload), res, payload);
      },
      { runs: 20 },
    );
  });

  it('onboarding review (POST /api/onboarding-items/:id/review): a rejection needs a reason', async () => {
    const { applicationId, team: own } = await acceptedApplication(t.app);
    const list = await injectAs(t.app, own.recruiter).get(`/api/applications/${applicationId}/onboarding`);
    expect(list.statusCode).toBe(200);
    const items = (list.json() as { items: { id: string; version: number }[] }).items;
    expect(items.length).toBeGreaterThan(0);
    let i = 0;
    await parityProperty(
      [
        fc.constantFrom('verify', 'reject', 'approve'),
        fc.constantFrom(undefined, '', '   ', 'Expired card', 'x'.repeat(501)),
      ],
      async (decision, reason) => {
        // Each review on its own item at its current version (a review moves the item on).
        const item = items[i++ % items.length];
        const fresh = await injectAs(t.app, own.recruiter).get(`/api/applications/${applicationId}/onboarding`);
        const current = (fresh.json() as { items: { id: string; version: number }[] }).items.find(
          (x) => x.id === item.id,
        )!;
        const payload = { decision, version: current.version, ...(reason === undefined ? {} : { reason }) };
        const formVerdict = formRefusal(reviewItemInput, payload);
        const res = await injectAs(t.app, own.recruiter).post(`/api/onboarding-items/${item.id}/review`, payload);
        // A schema-valid review may still meet the item's state (nothing submitted yet): that answer is the item's,
        // not a form rule, so only the form's refusals and the schema-valid answers of 2xx are compared.
        if (formVerdict !== null || res.statusCode < 300) expectAgree(formVerdict, res, payload);
        else note(OK);
      },
      {
        examples: [
          ['reject', ''],
          ['verify', undefined],
        ],
        mustSee: [ONBOARDING_MESSAGES.reasonRequired],
      },
    );
  });
});

describe('worker forms', { timeout: 300_000 }, () => {
  it('the credential editor (PATCH /api/credentials/:documentId)', async () => {
    const w = await buildWorker(t.app);
    const [doc] = await t.app.db
      .insert(documents)
      .values({
        ownerId: w.id,
        category: 'professional_licenses',
        name: 'Licence.pdf',
        fileKey: `parity/${w.id}`,
        size: 10,
        contentType: 'application/pdf',
        meta: {},
      })
      .returning();
    // Every date is relative to the test's clock (FAKE_NOW moves them with it). An issue date may not be in the future
    // (issue 46), so the dates out of order are both past: expiry three years ago, issue two years ago. A future issue
    // date (next year) draws its own refusal.
    const y = (years: number, monthDay: string) => `${thisYear() + years}-${monthDay}`;
    const futureIssue = y(1, '06-30');
    await parityProperty(
      [
        fc.constantFrom(null, 'BLS', 'BLS', 'Astronaut'),
        fc.constantFrom(null, y(-3, '06-30'), y(1, '01-01'), y(4, '12-31'), 'tomorrow'),
        fc.constantFrom(null, y(-1, '01-01'), y(-2, '03-01'), futureIssue),
        fc.constantFrom(null, 'RN-12345', 'RN-12345', 'x'.repeat(65)),
        fc.constantFrom(null, 'GA', 'GA', 'ZZ'),
        fc.boolean(),
      ],
      async (credential, expiresOn, issuedOn, number, state, multistate) => {
        const payload = { credential, expiresOn, issuedOn, number, state, multistate };
        const res = await injectAs(t.app, w).patch(`/api/credentials/${doc.id}`, payload);
        expectAgree(formRefusal(updateCredentialInput, payload), res, payload);
      },
      {
        runs: 60,
        examples: [
          ['BLS', y(-3, '06-30'), y(-2, '03-01'), 'RN-12345', 'GA', false],
          ['BLS', y(4, '12-31'), y(-1, '01-01'), 'RN-12345', 'GA', false],
          ['BLS', y(4, '12-31'), futureIssue, 'RN-12345', 'GA', false],
        ],
        mustSee: ['The expiry date must be on or after the issue date', MESSAGES.validation.dateNotFuture],
      },
    );
  });

  it('the chat composer (POST /api/chats/:id/messages): the domain body rule, then the schema', async () => {
    await parityProperty(
      [fc.constantFrom('Hello', '', '   \n  ', 'x'.repeat(2001), 'a\u0000b', 'x'.repeat(100_001))],
      async (typed) => {
        const w = await buildWorker(t.app);
        const [chat] = await t.app.db
          .insert(chats)
          .values({
            workerId: w.id,
            recruiterId: team.recruiter.id,
            organizationId: team.org.id,
            jobId: team.job.id,
            gwJobId: team.job.gwJobId,
          })
          .returning({ id: chats.id });
        await t.app.db.insert(chatParticipants).values([
          { chatId: chat.id, userId: w.id },
          { chatId: chat.id, userId: team.recruiter.id },
        ]);
        // The composer checks the typed text with the domain's rule and sends the normalized text.
        const parsed = parseChatMessageBody(typed);
        const payload = { body: parsed.ok ? parsed.text : typed };
        const formVerdict = parsed.ok ? formRefusal(sendChatMessageInput, payload) : parsed.message;
        const res = await injectAs(t.app, w).post(`/api/chats/${chat.id}/messages`, payload);
        expectAgree(formVerdict, res, { body: `${payload.body.slice(0, 20)}… (${payload.body.length})` });
      },
      {
        runs: 15,
        examples: [[''], ['x'.repeat(2001)], ['Hello']],
        mustSee: [MESSAGES.chat.empty, MESSAGES.chat.tooLong],
      },
    );
  });

  it('start a chat (POST /api/ask-recruiter, Ask Recruiter): the domain body rule on the first message', async () => {
    await parityProperty(
      [fc.constantFrom('Is parking free?', '', '  \n ', 'x'.repeat(2001), 'x'.repeat(10_001))],
      async (typed) => {
        const w = await buildWorker(t.app);
        const parsed = parseChatMessageBody(typed);
        const payload = {
          organization_id: team.job.organizationId,
          recruiter_id: team.job.recruiterId,
          job_id: team.job.id,
          gw_job_id: team.job.gwJobId,
          message: parsed.ok ? parsed.text : typed,
        };
        const formVerdict = parsed.ok ? formRefusal(askRecruiterInput, payload) : parsed.message;
        const res = await injectAs(t.app, w).post('/api/ask-recruiter', payload);
        expectAgree(formVerdict, res, { message: `${payload.message.slice(0, 20)}… (${payload.message.length})` });
      },
      {
        runs: 15,
        examples: [[''], ['x'.repeat(2001)], ['Is parking free?']],
        mustSee: [MESSAGES.chat.empty, MESSAGES.chat.tooLong],
      },
    );
  });

  it('decline an offer (POST /api/offers/respond, the reason dialog): a decline needs a reason', async () => {
    await parityProperty(
      [fc.constantFrom(undefined, '', '   ', 'Found another job', 'x'.repeat(501))],
      async (reason) => {
        const w = await buildWorker(t.app);
        const a = await buildApplication(t.app, w.id, team.job, { status: 'Screening' });
        const offered = await injectAs(t.app, team.recruiter).post('/api/offers', {
          applicationId: a.id,
          terms: { pay: { hourly_rate: 60 }, hours: { hours_per_week: 36 } },
        });
        expect(offered.statusCode).toBe(201);
        const payload = { applicationId: a.id, action: 'Decline', ...(reason === undefined ? {} : { reason }) };
        // The reason dialog: the reason is required (the offer rules' words), within the schema's length.
        const formVerdict =
          formRefusal(respondToOfferInput, payload) ?? (reason?.trim() ? null : MESSAGES.declineReasonRequired);
        const res = await injectAs(t.app, w).post('/api/offers/respond', payload);
        expectAgree(formVerdict, res, payload);
      },
      { runs: 15, examples: [[undefined], ['Found another job']], mustSee: [MESSAGES.declineReasonRequired] },
    );
  });

  it('name a referee (POST /api/applications/:id/referees)', async () => {
    await parityProperty(
      [line, email, line],
      async (name, kind, workplace) => {
        // A placement of its own each time (a placement takes a few referees, each address once).
        const w = await buildWorker(t.app);
        const a = await buildApplication(t.app, w.id, team.job, { status: 'Onboarding' });
        const payload = { name, email: emailOf(kind), relationship: 'Charge nurse', workplace };
        const res = await injectAs(t.app, w).post(`/api/applications/${a.id}/referees`, payload);
        expectAgree(formRefusal(refereeInput, payload), res, payload);
      },
      {
        runs: 20,
        examples: [
          ['Bayside', 'good', 'Ok name'],
          ['', 'good', 'Ok name'],
        ],
      },
    );
  });

  it('sign the contract (POST /api/applications/:id/contract/sign): the schema, then the account name', async () => {
    const { applicationId, worker } = await acceptedApplication(t.app);
    const me = (await injectAs(t.app, worker).get('/api/auth/me')).json() as { first_name: string; last_name: string };
    const name = fullName(me.first_name, me.last_name);
    await parityProperty(
      [
        fc.boolean(),
        fc.constantFrom('', name, 'Somebody Else', `  ${name.toUpperCase()} `),
        fc.constantFrom('', 'signature'),
      ],
      async (consent, typedName, signature) => {
        const payload = { consent, fullName: typedName, signature: { kind: 'typed', value: signature } };
        // The dialog's check: the schema, then the name on the account (the domain's rule).
        const formVerdict =
          formRefusal(signContractInput, payload) ??
          (signerNameMatches(typedName, name) ? null : MESSAGES.contract.fullNameMismatch(name));
        // The accepting payload signs the contract once: keep it for last.
        if (formVerdict === null) return void note(OK);
        const res = await injectAs(t.app, worker).post(`/api/applications/${applicationId}/contract/sign`, payload);
        expectAgree(formVerdict, res, payload);
      },
      // A refused and an accepted example, so no seed can miss either verdict.
      {
        examples: [
          [true, 'Somebody Else', 'signature'],
          [true, name, 'signature'],
        ],
        mustSee: false,
      },
    );
    const res = await injectAs(t.app, worker).post(`/api/applications/${applicationId}/contract/sign`, {
      consent: true,
      fullName: name,
      signature: { kind: 'typed', value: name },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectSeen(MESSAGES.contract.fullNameMismatch(name));
  });

  it('edit a saved search (PATCH /api/saved-searches/:id, the saved search form)', async () => {
    const w = await buildWorker(t.app);
    const created = await injectAs(t.app, w).post('/api/saved-searches', { name: 'Nights', query: 'state=GA' });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    await parityProperty(
      [line, fc.constantFrom('daily', 'weekly', 'hourly')],
      async (name, frequency) => {
        const payload = { name, frequency };
        const res = await injectAs(t.app, w).patch(`/api/saved-searches/${id}`, payload);
        expectAgree(formRefusal(updateSavedSearchInput, payload), res, payload);
      },
      {
        examples: [
          ['Ok name', 'daily'],
          ['', 'weekly'],
        ],
      },
    );
  });

  it('a saved search (POST /api/saved-searches)', async () => {
    const w = await buildWorker(t.app);
    await parityProperty(
      [
        line,
        fc.constantFrom('', 'profession=Registered+Nurse', 'x'.repeat(3000)),
        fc.constantFrom('daily', 'weekly', 'hourly'),
      ],
      async (name, query, frequency) => {
        const payload = { name, query, frequency };
        const res = await injectAs(t.app, w).post('/api/saved-searches', payload);
        expectAgree(formRefusal(createSavedSearchInput, payload), res, payload);
        if (res.statusCode === 201)
          await injectAs(t.app, w).delete(`/api/saved-searches/${(res.json() as { id: string }).id}`);
      },
      {
        examples: [
          ['Ok name', 'profession=Registered+Nurse', 'daily'],
          ['Ok name', '', 'daily'],
        ],
      },
    );
  });
});

describe('account forms', { timeout: 300_000 }, () => {
  it('login (POST /api/auth/login)', async () => {
    const u = await buildUser(t.app, 'worker');
    await parityProperty(
      [fc.constantFrom(u.email, '', 'not-an-email'), password],
      async (e, p) => {
        // A schema-valid login here is always the account's own password: the form's rules, not the credentials.
        const payload = { email: e, password: p === TEST_PASSWORD || p.length < 8 ? p : TEST_PASSWORD };
        const res = await postSignedOut(t, '/api/auth/login', payload);
        expectAgree(formRefusal(loginInput, payload), res, payload);
      },
      {
        examples: [
          [u.email, 'short'],
          [u.email, TEST_PASSWORD],
        ],
        mustSee: [MESSAGES.errors.passwordTooShort],
      },
    );
  });

  it('forgot password (POST /api/auth/forgot-password)', async () => {
    await parityProperty(
      [email],
      async (kind) => {
        const payload = { email: emailOf(kind) };
        const res = await postSignedOut(t, '/api/auth/forgot-password', payload);
        expectAgree(formRefusal(forgotPasswordInput, payload), res, payload);
      },
      { examples: [['good'], ['x@y']] },
    );
  });

  it('reset password (POST /api/auth/reset-password, with the mailed token)', async () => {
    await parityProperty(
      [password],
      async (p) => {
        const u = await buildUser(t.app, 'worker');
        await postSignedOut(t, '/api/auth/forgot-password', { email: u.email });
        const token = await mailedToken(t, u.email, /\/reset-password\?token=([\w-]+)/);
        expect(token).not.toBe('');
        const payload = { token, password: p };
        const res = await postSignedOut(t, '/api/auth/reset-password', payload);
        expectAgree(formRefusal(resetPasswordInput, payload), res, payload);
      },
      { runs: 12, examples: [['short'], [TEST_PASSWORD]], mustSee: [MESSAGES.errors.passwordTooShort] },
    );
  });

  it('change email (POST /api/me/email)', async () => {
    await parityProperty(
      [email, fc.constantFrom(TEST_PASSWORD, '')],
      async (kind, p) => {
        const u = await buildUser(t.app, 'worker');
        const payload = { email: emailOf(kind), password: p };
        const res = await injectAs(t.app, u).post('/api/me/email', payload);
        expectAgree(formRefusal(changeEmailInput, payload), res, payload);
      },
      {
        runs: 20,
        examples: [
          ['good', ''],
          ['good', TEST_PASSWORD],
        ],
        mustSee: [MESSAGES.account.passwordRequired],
      },
    );
  });

  it('change password (POST /api/me/password)', async () => {
    await parityProperty(
      [fc.constantFrom(TEST_PASSWORD, ''), password],
      async (current, next) => {
        const u = await buildUser(t.app, 'recruiter', { organizationId: team.org.id });
        const payload = { current_password: current, new_password: next };
        const res = await injectAs(t.app, u).post('/api/me/password', payload, { remoteAddress: remoteAddress() });
        expectAgree(formRefusal(changePasswordInput, payload), res, payload);
      },
      {
        runs: 20,
        examples: [
          ['', TEST_PASSWORD],
          [TEST_PASSWORD, 'short'],
          [TEST_PASSWORD, 'a-long-enough-password'],
        ],
        mustSee: [MESSAGES.errors.passwordTooShort, MESSAGES.account.passwordRequired],
      },
    );
  });

  it('close the account (POST /api/me/delete)', async () => {
    await parityProperty(
      [fc.constantFrom(TEST_PASSWORD, '')],
      async (p) => {
        const u: TestUser = await buildWorker(t.app);
        const payload = { password: p };
        const res = await injectAs(t.app, u).post('/api/me/delete', payload);
        expectAgree(formRefusal(deleteAccountInput, payload), res, payload);
      },
      { runs: 10, examples: [[''], [TEST_PASSWORD]], mustSee: [MESSAGES.account.passwordRequired] },
    );
  });
});
