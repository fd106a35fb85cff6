// The forms that keep drafts (issue 33) refuse what the server refuses, with the same words: fast-check sends the same
// generated payloads to the domain schema a form validates with and to the server route it posts to (sign-up,
// organization settings, own settings, the first run's profile answers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ZodType } from 'zod';
import { organizationProfileInput, ownSettingsInput } from '@/domain/organizations';
import { workerProfileUpdateSchema } from '@/domain/profile';
import { signupInput } from '@/domain/shared';
import { createTestApp, type TestApp } from '../server/test/test-app';
import { buildOrgWithTeam, buildWorker, type TestUser } from '../server/test/factories';
import { injectAs } from '../server/test/inject-as';

let t: TestApp;
let team: Awaited<ReturnType<typeof buildOrgWithTeam>>;
let worker: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  team = await buildOrgWithTeam(t.app);
  worker = await buildWorker(t.app);
}, 120_000);
afterAll(async () => t.close());

/** Every verdict seen per property: each must see a refusal as well as an acceptance. */
const seen = new Set<string>();

function schemaVerdict(schema: ZodType, payload: unknown): string {
  const r = schema.safeParse(payload);
  const verdict = r.success ? 'ok' : r.error.issues[0].message;
  seen.add(verdict);
  return verdict;
}

function serverVerdict(res: { statusCode: number; json: () => { message?: string } }): string {
  return res.statusCode < 300 ? 'ok' : (res.json().message ?? `status ${res.statusCode}`);
}

function expectBothVerdicts() {
  expect(seen.has('ok')).toBe(true);
  expect(seen.size).toBeGreaterThan(1);
  seen.clear();
}

// Each property also runs fixed examples of an accepted and a refused payload, so no run can miss a verdict.
const RUNS = { numRuns: 30 };
const name = fc.constantFrom('Ana', 'Bayside Clinic', '', '   ', 'x'.repeat(201), 'Two\nlines');
const email = fc.constantFrom('a@b.test', '', 'not-an-email', 'x@y');
const phone = fc.constantFrom('+1 555 0100', '', 'call me', '(555) 010-0200');

describe('form schemas and the server agree', { timeout: 240_000 }, () => {
  it('organization settings (PUT /api/org/profile)', async () => {
    await fc.assert(
      fc.asyncProperty(name, email, phone, async (n, e, p) => {
        const payload = { name: n, contact_email: e, contact_phone: p };
        const expected = schemaVerdict(organizationProfileInput, payload);
        const res = await injectAs(t.app, team.orgUser).put('/api/org/profile', payload);
        expect(serverVerdict(res)).toBe(expected);
      }),
      {
        ...RUNS,
        examples: [
          ['Ana', 'a@b.test', '+1 555 0100'],
          ['', 'not-an-email', 'call me'],
        ],
      },
    );
    expectBothVerdicts();
  });

  it('own settings (PUT /api/me/settings)', async () => {
    await fc.assert(
      fc.asyncProperty(name, name, phone, async (first, last, p) => {
        const payload = { first_name: first, last_name: last, phone: p };
        const expected = schemaVerdict(ownSettingsInput, payload);
        const res = await injectAs(t.app, team.recruiter).put('/api/me/settings', payload);
        expect(serverVerdict(res)).toBe(expected);
      }),
      {
        ...RUNS,
        examples: [
          ['Ana', 'Bayside Clinic', '+1 555 0100'],
          ['', 'Ana', 'call me'],
        ],
      },
    );
    expectBothVerdicts();
  });

  it('sign-up (POST /api/auth/signup): the organization name, email and password rules', async () => {
    let i = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('worker', 'organization'),
        fc.option(name, { nil: undefined }),
        fc.boolean(),
        fc.constantFrom('long-enough-password', 'short'),
        async (role, organization_name, goodEmail, password) => {
          i++;
          const payload = {
            role,
            email: goodEmail ? `parity-${i}-${Date.now()}@example.test` : `parity-${i}`,
            password,
            first_name: 'Pat',
            last_name: 'Parity',
            ...(organization_name === undefined ? {} : { organization_name }),
          };
          const expected = schemaVerdict(signupInput, payload);
          // Each attempt from its own address, so the sign-up rate limit does not answer instead of the rules.
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/auth/signup',
            payload,
            remoteAddress: `10.33.${Math.floor(i / 250)}.${i % 250}`,
          });
          expect(serverVerdict(res)).toBe(expected);
        },
      ),
      {
        ...RUNS,
        examples: [
          ['worker', undefined, true, 'long-enough-password'],
          ['organization', undefined, true, 'short'],
        ],
      },
    );
    expectBothVerdicts();
  });

  it("the first run's answers (PUT /api/worker-profile): profession, specialties, states, weekly pay", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('Registered Nurse', 'Pharmacist', '', 'Astronaut'),
        fc.constantFrom([], ['ICU'], ['Not a specialty']),
        fc.constantFrom([], ['GA', 'TX'], ['ZZ']),
        fc.constantFrom(2500, 0, -5, 1_000_000_000),
        async (profession, specialties, states, pay) => {
          const payload = {
            summary: { profession, specialties, states, min_weekly_pay: pay },
          };
          const expected = schemaVerdict(workerProfileUpdateSchema, payload);
          const res = await injectAs(t.app, worker).put('/api/worker-profile', payload);
          expect(serverVerdict(res)).toBe(expected);
        },
      ),
      {
        ...RUNS,
        examples: [
          ['Registered Nurse', ['ICU'], ['GA', 'TX'], 2500],
          ['Astronaut', [], [], -5],
        ],
      },
    );
    expectBothVerdicts();
  });
});
