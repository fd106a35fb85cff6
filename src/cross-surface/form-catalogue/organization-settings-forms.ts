// The organization's settings forms of the catalogue: its profile, API keys, webhooks, reference questions, contract
// clauses, invite a recruiter, onboarding item templates, and the apply requirements.
import { expect } from 'vitest';
import fc from 'fast-check';
import { COMPARISON_ROW_KEYS } from '@/domain/jobs';
import {
  REFERENCE_QUESTION_KINDS,
  contractClausesInput,
  onboardingTemplateInput,
  referenceQuestionsInput,
} from '@/domain/onboarding';
import {
  DASHBOARD_MESSAGES,
  WEBHOOK_EVENTS,
  apiKeyNameInput,
  inviteRecruiterInput,
  isAllowedWebhookUrl,
  organizationPreferencesSchema,
  organizationProfileInput,
  webhookInput,
} from '@/domain/organizations';
import { MESSAGES } from '@/domain/shared';
import { injectAs } from '../../server/test/inject-as';
import { expectAgree, formCase, hookRefusal, mostly, type FormCase, type ParityWorld } from '../parity';
import { contactEmail, email, emailOf, line, name, phone } from './inputs';

export const ORGANIZATION_SETTINGS_FORMS: FormCase[] = [
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
    form: 'apply requirements',
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
      expectAgree(hookRefusal(organizationPreferencesSchema, body), res, body);
    },
    runs: 20,
    examples: [[[COMPARISON_ROW_KEYS[0]]], [[COMPARISON_ROW_KEYS[0], 'a-retired-row']]],
    mustSee: [MESSAGES.errors.unknownComparisonField],
  }),
];
