// The forms that keep drafts (issue 33) refuse what the server refuses, with the same words: fast-check sends the same
// generated payloads to the domain schema a form validates with and to the server route it posts to (sign-up,
// organization settings, own settings, the first run's profile answers).
import { afterAll, beforeAll, describe, it } from 'vitest';
import fc from 'fast-check';
import { organizationProfileInput, ownSettingsInput } from '@/domain/organizations';
import { workerProfileUpdateSchema } from '@/domain/profile';
import { formRefusal, signupInput } from '@/domain/shared';
import type { TestApp } from '../server/test/test-app';
import { buildWorker, type TestUser } from '../server/test/factories';
import { injectAs } from '../server/test/inject-as';
import { expectAgree, parityApp, parityProperty, postSignedOut, type ParityTeam } from './parity';

let t: TestApp;
let team: ParityTeam;
let worker: TestUser;

beforeAll(async () => {
  ({ t, team } = await parityApp());
  worker = await buildWorker(t.app);
}, 120_000);
afterAll(async () => t.close());

const name = fc.constantFrom('Ana', 'Bayside Clinic', '', '   ', 'x'.repeat(201), 'Two\nlines');
const email = fc.constantFrom('a@b.test', '', 'not-an-email', 'x@y');
const phone = fc.constantFrom('+1 555 0100', '', 'call me', '(555) 010-0200');

describe('form schemas and the server agree', { timeout: 240_000 }, () => {
  it('organization settings (PUT /api/org/profile)', async () => {
    await parityProperty(
      [name, email, phone],
      async (n, e, p) => {
        const payload = { name: n, contact_email: e, contact_phone: p };
        const res = await injectAs(t.app, team.orgUser).put('/api/org/profile', payload);
        expectAgree(formRefusal(organizationProfileInput, payload), res, payload);
      },
      {
        examples: [
          ['Ana', 'a@b.test', '+1 555 0100'],
          ['', 'not-an-email', 'call me'],
        ],
      },
    );
  });

  it('own settings (PUT /api/me/settings)', async () => {
    await parityProperty(
      [name, name, phone],
      async (first, last, p) => {
        const payload = { first_name: first, last_name: last, phone: p };
        const res = await injectAs(t.app, team.recruiter).put('/api/me/settings', payload);
        expectAgree(formRefusal(ownSettingsInput, payload), res, payload);
      },
      {
        examples: [
          ['Ana', 'Bayside Clinic', '+1 555 0100'],
          ['', 'Ana', 'call me'],
        ],
      },
    );
  });

  it('sign-up (POST /api/auth/signup): the organization name, email and password rules', async () => {
    let i = 0;
    await parityProperty(
      [
        fc.constantFrom('worker', 'organization'),
        fc.option(name, { nil: undefined }),
        fc.boolean(),
        fc.constantFrom('long-enough-password', 'short'),
      ],
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
        // Each attempt from its own address, so the sign-up rate limit does not answer instead of the rules.
        const res = await postSignedOut(t, '/api/auth/signup', payload);
        expectAgree(formRefusal(signupInput, payload), res, payload);
      },
      {
        examples: [
          ['worker', undefined, true, 'long-enough-password'],
          ['organization', undefined, true, 'short'],
        ],
      },
    );
  });

  it("the first run's answers (PUT /api/worker-profile): profession, specialties, states, weekly pay", async () => {
    await parityProperty(
      [
        fc.constantFrom('Registered Nurse', 'Pharmacist', '', 'Astronaut'),
        fc.constantFrom([], ['ICU'], ['Not a specialty']),
        fc.constantFrom([], ['GA', 'TX'], ['ZZ']),
        fc.constantFrom(2500, 0, -5, 1_000_000_000),
      ],
      async (profession, specialties, states, pay) => {
        const payload = {
          summary: { profession, specialties, states, min_weekly_pay: pay },
        };
        const res = await injectAs(t.app, worker).put('/api/worker-profile', payload);
        expectAgree(formRefusal(workerProfileUpdateSchema, payload), res, payload);
      },
      {
        examples: [
          ['Registered Nurse', ['ICU'], ['GA', 'TX'], 2500],
          ['Astronaut', [], [], -5],
        ],
      },
    );
  });
});
