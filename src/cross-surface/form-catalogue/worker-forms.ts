// The worker's forms of the catalogue: the credential editor, the chat composer and the first message of a new chat,
// decline an offer, name a referee, sign the contract, saved searches, an upload's fields, fulfil an onboarding item,
// notification settings. (The profile's forms are in profile-forms.ts, the offer forms in offer-forms.ts.)
import { expect } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { firstChatMessageInput, sendChatMessageInput } from '@/domain/chat';
import { DOCUMENT_CATEGORIES, documentUploadRefusal } from '@/domain/documents';
import { createSavedSearchInput, updateSavedSearchInput } from '@/domain/jobs';
import { NOTIFICATION_KINDS, notificationSettingsInput } from '@/domain/notifications';
import { refereeInput, signContractInput, signerNameMatches, submitItemInput } from '@/domain/onboarding';
import { updateCredentialInput } from '@/domain/profile';
import { MESSAGES, fullName, todayIso } from '@/domain/shared';
import { chatMessageSpec } from '../../web/features/messages/chat-form';
import { reasonFormSpec, reasonInput } from '../../web/features/offers/offer-form-values';
import { buildApplication, buildWorker } from '../../server/test/factories';
import { injectAs } from '../../server/test/inject-as';
import { acceptedApplication } from '../../server/test/contract-factory';
import { multipart } from '../../server/modules/documents/test-multipart';
import { PNG_BYTES } from '../../server/db/seed-files';
import { chatParticipants, chats, documents, onboardingItems } from '../../server/db/schema';
import {
  OK,
  checkedVerdict,
  expectAgree,
  expectSeen,
  formCase,
  hookRefusal,
  mostly,
  note,
  type FormCase,
  type ParityWorld,
} from '../parity';
import { email, emailOf, line } from './inputs';

/** The year on the test's clock. */
const thisYear = () => Number(todayIso().slice(0, 4));

/** A chat of its own between a new worker and the team's recruiter. */
async function newChat({ t, team }: ParityWorld) {
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
  return { w, chatId: chat.id };
}

/** Dates relative to the test's clock (FAKE_NOW moves them with it): `years` from this year, on `monthDay`. */
const y = (years: number, monthDay: string) => `${thisYear() + years}-${monthDay}`;

export const WORKER_FORMS: FormCase[] = [
  formCase({
    form: 'the credential editor',
    route: 'PATCH /api/credentials/:documentId',
    schema: updateCredentialInput,
    setup: async ({ t }: ParityWorld) => {
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
      return { w, docId: doc.id };
    },
    // An issue date may not be in the future (issue 46), so the dates out of order are both past: expiry three years
    // ago, issue two years ago. A future issue date (next year) draws its own refusal.
    inputs: [
      fc.constantFrom(null, 'BLS', 'BLS', 'Astronaut'),
      fc.constantFrom(null, 'past', 'next', 'later', 'tomorrow'),
      fc.constantFrom(null, 'last', 'two', 'future'),
      fc.constantFrom(null, 'RN-12345', 'RN-12345', 'x'.repeat(65)),
      fc.constantFrom(null, 'GA', 'GA', 'ZZ'),
      fc.boolean(),
    ],
    check: async ({ t, w, docId }, credential, expires, issued, number, state, multistate) => {
      const expiresOn =
        expires === 'past'
          ? y(-3, '06-30')
          : expires === 'next'
            ? y(1, '01-01')
            : expires === 'later'
              ? y(4, '12-31')
              : expires;
      const issuedOn =
        issued === 'last'
          ? y(-1, '01-01')
          : issued === 'two'
            ? y(-2, '03-01')
            : issued === 'future'
              ? y(1, '06-30')
              : issued;
      const payload = { credential, expiresOn, issuedOn, number, state, multistate };
      const res = await injectAs(t.app, w).patch(`/api/credentials/${docId}`, payload);
      expectAgree(hookRefusal(updateCredentialInput, payload), res, payload);
    },
    runs: 60,
    examples: [
      ['BLS', 'past', 'two', 'RN-12345', 'GA', false],
      ['BLS', 'later', 'last', 'RN-12345', 'GA', false],
      ['BLS', 'later', 'future', 'RN-12345', 'GA', false],
    ],
    mustSee: ['The expiry date must be on or after the issue date', MESSAGES.validation.dateNotFuture],
  }),

  formCase({
    form: 'the chat composer: the domain body rule, then the schema',
    route: 'POST /api/chats/:id/messages',
    schema: sendChatMessageInput,
    inputs: [fc.constantFrom('Hello', '', '   \n  ', 'x'.repeat(2001), 'a\u0000b', 'x'.repeat(100_001))],
    check: async (w, typed) => {
      const { w: worker, chatId } = await newChat(w);
      // The composer checks the typed text with the domain's rule and sends the normalized text.
      const spec = chatMessageSpec('body');
      const payload = spec.toInput!({ body: typed }) as { body: string };
      const formVerdict = hookRefusal(sendChatMessageInput, { body: typed }, spec);
      const res = await injectAs(w.t.app, worker).post(`/api/chats/${chatId}/messages`, payload);
      expectAgree(formVerdict, res, { body: `${payload.body.slice(0, 20)}… (${payload.body.length})` });
    },
    runs: 15,
    examples: [[''], ['x'.repeat(2001)], ['Hello']],
    mustSee: [MESSAGES.chat.empty, MESSAGES.chat.tooLong],
  }),

  formCase({
    form: 'start a chat (Ask Recruiter): the domain body rule on the first message',
    route: 'POST /api/ask-recruiter',
    schema: firstChatMessageInput,
    inputs: [fc.constantFrom('Is parking free?', '', '  \n ', 'x'.repeat(2001), 'x'.repeat(10_001))],
    check: async ({ t, team }, typed) => {
      const w = await buildWorker(t.app);
      const spec = chatMessageSpec('message');
      const { message } = spec.toInput!({ message: typed }) as { message: string };
      const payload = {
        organization_id: team.job.organizationId,
        recruiter_id: team.job.recruiterId,
        job_id: team.job.id,
        gw_job_id: team.job.gwJobId,
        message,
      };
      const formVerdict = hookRefusal(firstChatMessageInput, { message: typed }, spec);
      const res = await injectAs(t.app, w).post('/api/ask-recruiter', payload);
      expectAgree(formVerdict, res, { message: `${message.slice(0, 20)}… (${message.length})` });
    },
    runs: 15,
    examples: [[''], ['x'.repeat(2001)], ['Is parking free?']],
    mustSee: [MESSAGES.chat.empty, MESSAGES.chat.tooLong],
  }),

  formCase({
    form: 'decline an offer (the reason dialog): a decline needs a reason',
    route: 'POST /api/offers/respond',
    schema: reasonInput,
    inputs: [fc.constantFrom(undefined, '', '   ', 'Found another job', 'x'.repeat(501))],
    check: async ({ t, team }, reason) => {
      const w = await buildWorker(t.app);
      const a = await buildApplication(t.app, w.id, team.job, { status: 'Screening' });
      const offered = await injectAs(t.app, team.recruiter).post('/api/offers', {
        applicationId: a.id,
        terms: { pay: { hourly_rate: 60 }, hours: { hours_per_week: 36 } },
      });
      expect(offered.statusCode).toBe(201);
      const payload = { applicationId: a.id, action: 'Decline', ...(reason === undefined ? {} : { reason }) };
      // The reason dialog: the reason is required (the offer rules' words), within the schema's length.
      const formVerdict = hookRefusal(reasonInput, { reason: reason ?? '', notes: '' }, reasonFormSpec(false));
      const res = await injectAs(t.app, w).post('/api/offers/respond', payload);
      expectAgree(formVerdict, res, payload);
    },
    runs: 15,
    examples: [[undefined], ['Found another job']],
    mustSee: [MESSAGES.declineReasonRequired],
  }),

  formCase({
    form: 'name a referee',
    route: 'POST /api/applications/:id/referees',
    schema: refereeInput,
    inputs: [line, email, line],
    check: async ({ t, team }, name, kind, workplace) => {
      // A placement of its own each time (a placement takes a few referees, each address once).
      const w = await buildWorker(t.app);
      const a = await buildApplication(t.app, w.id, team.job, { status: 'Onboarding' });
      const payload = { name, email: emailOf(kind), relationship: 'Charge nurse', workplace };
      const res = await injectAs(t.app, w).post(`/api/applications/${a.id}/referees`, payload);
      expectAgree(hookRefusal(refereeInput, payload), res, payload);
    },
    runs: 20,
    examples: [
      ['Bayside', 'good', 'Ok name'],
      ['', 'good', 'Ok name'],
    ],
  }),

  formCase({
    form: 'sign the contract: the schema, then the account name',
    route: 'POST /api/applications/:id/contract/sign',
    schema: signContractInput,
    setup: async ({ t }: ParityWorld) => {
      const { applicationId, worker } = await acceptedApplication(t.app);
      const me = (await injectAs(t.app, worker).get('/api/auth/me')).json() as {
        first_name: string;
        last_name: string;
      };
      return { applicationId, worker, name: fullName(me.first_name, me.last_name) };
    },
    inputs: [fc.boolean(), fc.constantFrom('', 'own', 'Somebody Else', 'OWN'), fc.constantFrom('', 'signature')],
    check: async ({ t, applicationId, worker, name }, consent, typed, signature) => {
      const typedName = typed === 'own' ? name : typed === 'OWN' ? `  ${name.toUpperCase()} ` : typed;
      const payload = { consent, fullName: typedName, signature: { kind: 'typed', value: signature } };
      // The dialog's check: the schema, then the name on the account (the domain's rule).
      const formVerdict =
        hookRefusal(signContractInput, payload) ??
        (signerNameMatches(typedName, name) ? null : MESSAGES.contract.fullNameMismatch(name));
      // The accepting payload signs the contract once: kept for last (`after`).
      if (formVerdict === null) return void note(OK);
      const res = await injectAs(t.app, worker).post(`/api/applications/${applicationId}/contract/sign`, payload);
      expectAgree(formVerdict, res, payload);
    },
    // A refused and an accepted example, so no seed can miss either verdict.
    examples: [
      [true, 'Somebody Else', 'signature'],
      [true, 'own', 'signature'],
    ],
    mustSee: false,
    after: async ({ t, applicationId, worker, name }) => {
      const res = await injectAs(t.app, worker).post(`/api/applications/${applicationId}/contract/sign`, {
        consent: true,
        fullName: name,
        signature: { kind: 'typed', value: name },
      });
      expect(res.statusCode, res.body).toBe(200);
      expectSeen(MESSAGES.contract.fullNameMismatch(name));
    },
  }),

  formCase({
    form: 'edit a saved search (the saved search form)',
    route: 'PATCH /api/saved-searches/:id',
    schema: updateSavedSearchInput,
    setup: async ({ t }: ParityWorld) => {
      const w = await buildWorker(t.app);
      const created = await injectAs(t.app, w).post('/api/saved-searches', { name: 'Nights', query: 'state=GA' });
      expect(created.statusCode).toBe(201);
      return { w, id: (created.json() as { id: string }).id };
    },
    inputs: [line, fc.constantFrom('daily', 'weekly', 'hourly')],
    check: async ({ t, w, id }, name, frequency) => {
      const payload = { name, frequency };
      const res = await injectAs(t.app, w).patch(`/api/saved-searches/${id}`, payload);
      expectAgree(hookRefusal(updateSavedSearchInput, payload), res, payload);
    },
    examples: [
      ['Ok name', 'daily'],
      ['', 'weekly'],
    ],
  }),

  formCase({
    form: 'a saved search',
    route: 'POST /api/saved-searches',
    schema: createSavedSearchInput,
    setup: async ({ t }: ParityWorld) => ({ w: await buildWorker(t.app) }),
    inputs: [
      line,
      fc.constantFrom('', 'profession=Registered+Nurse', 'x'.repeat(3000)),
      fc.constantFrom('daily', 'weekly', 'hourly'),
    ],
    check: async ({ t, w }, name, query, frequency) => {
      const payload = { name, query, frequency };
      const res = await injectAs(t.app, w).post('/api/saved-searches', payload);
      expectAgree(hookRefusal(createSavedSearchInput, payload), res, payload);
      if (res.statusCode === 201)
        await injectAs(t.app, w).delete(`/api/saved-searches/${(res.json() as { id: string }).id}`);
    },
    examples: [
      ['Ok name', 'profession=Registered+Nurse', 'daily'],
      ['Ok name', '', 'daily'],
    ],
  }),

  formCase({
    form: "an upload's fields (documentUploadRefusal before the file is sent)",
    route: 'POST /api/documents/upload',
    schema: null,
    setup: async ({ t }: ParityWorld) => {
      expect(DOCUMENT_CATEGORIES).toContain('diploma');
      return { w: await buildWorker(t.app) };
    },
    inputs: [
      fc.constantFrom<string>('diploma', 'resume', 'diploma', 'a-retired-type', ''),
      fc.constantFrom('', '2030-01-31', '2030-02-30', '31/01/2030'),
      fc.constantFrom('', 'My diploma', 'x'.repeat(201), 'Two\nlines'),
    ],
    check: async ({ t, w }, category, expiresOn, name) => {
      const fields = { category, expiresOn, name };
      const form = documentUploadRefusal(fields);
      // The form sends only the fields filled in (upload.ts), as the server reads them.
      const sent = Object.fromEntries(Object.entries(fields).filter(([, x]) => x !== ''));
      const { payload, headers } = multipart(sent, { name: 'card.png', content: PNG_BYTES, type: 'image/png' });
      const res = await injectAs(t.app, w).post('/api/documents/upload', payload, { headers });
      expectAgree({ message: form?.message ?? null, fields: form?.fields ?? {} }, res, fields);
    },
    runs: 20,
    examples: [
      ['diploma', '2030-01-31', 'My diploma'],
      ['diploma', '2030-02-30', 'My diploma'],
      ['diploma', '', 'x'.repeat(201)],
    ],
  }),

  formCase({
    form: 'fulfil an onboarding item (checkedBody)',
    route: 'POST /api/onboarding-items/:id/submit',
    schema: submitItemInput,
    setup: async ({ t, team }: ParityWorld) => {
      const w = await buildWorker(t.app);
      const application = await buildApplication(t.app, w.id, team.job, { status: 'Onboarding' });
      const [item] = await t.app.db
        .insert(onboardingItems)
        .values({ applicationId: application.id, kind: 'certification', key: 'bls', label: 'BLS', needsDocument: true })
        .returning();
      const { payload, headers } = multipart({ category: 'diploma' }, { name: 'bls.png', content: PNG_BYTES });
      const uploaded = await injectAs(t.app, w).post('/api/documents/upload', payload, { headers });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      return { w, itemId: item.id, documentId: (uploaded.json() as { data: { id: string } }).data.id };
    },
    inputs: [mostly('own', ['not-a-document', ''], 3), mostly<'current' | number>('current', [0, -1, 1.5], 3)],
    check: async ({ t, w, itemId, documentId }, doc, v) => {
      // The item's version as the checklist shows it (each submit moves it on).
      const [now] = await t.app.db.select().from(onboardingItems).where(eq(onboardingItems.id, itemId));
      const body = { documentId: doc === 'own' ? documentId : doc, version: v === 'current' ? now.version : v };
      const res = await injectAs(t.app, w).post(`/api/onboarding-items/${itemId}/submit`, body);
      expectAgree(checkedVerdict(submitItemInput, body), res, body);
    },
    runs: 20,
    examples: [
      ['own', 'current'],
      ['own', 0],
    ],
  }),

  formCase({
    form: 'notification settings (checkedBody)',
    route: 'PUT /api/notifications/settings',
    schema: notificationSettingsInput,
    setup: async ({ t }: ParityWorld) => ({ w: await buildWorker(t.app) }),
    inputs: [
      fc.array(
        fc.record({
          kind: fc.oneof(
            { arbitrary: fc.constantFrom<string>(...NOTIFICATION_KINDS), weight: 5 },
            { arbitrary: fc.constant('a-retired-kind'), weight: 1 },
          ),
          email: fc.boolean(),
        }),
        { minLength: 0, maxLength: 3 },
      ),
    ],
    check: async ({ t, w }, settings) => {
      const body = { settings };
      const res = await injectAs(t.app, w).put('/api/notifications/settings', body);
      expectAgree(checkedVerdict(notificationSettingsInput, body), res, body);
    },
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
  }),
];
