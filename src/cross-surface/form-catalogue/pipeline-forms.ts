// The pipeline's forms of the catalogue: a decision with a status move, an onboarding review, a clearance override,
// assigning a recruiter (one application, the selected rows, reassigning a recruiter's applications) and the bulk
// actions (checkedBody).
import { expect } from 'vitest';
import fc from 'fast-check';
import { assignRecruiterInput, bulkActionInput, changeStatusInput, decisionInput } from '@/domain/applications';
import { ONBOARDING_MESSAGES, clearOverrideInput, reviewItemInput } from '@/domain/onboarding';
import { reassignInput } from '@/domain/organizations';
import { MESSAGES } from '@/domain/shared';
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

export const PIPELINE_FORMS: FormCase[] = [
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
