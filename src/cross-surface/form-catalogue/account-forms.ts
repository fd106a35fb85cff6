// The account forms of the catalogue: sign-up, login, forgot and reset password, accept an invitation, own settings,
// change email, change password, close the account. Each checks with its domain schema through the one form hook.
import { expect } from 'vitest';
import fc from 'fast-check';
import { acceptInvitationInput, changePasswordInput, ownSettingsInput } from '@/domain/organizations';
import {
  MESSAGES,
  changeEmailInput,
  deleteAccountInput,
  forgotPasswordInput,
  loginInput,
  resetPasswordInput,
  signupInput,
} from '@/domain/shared';
import { TEST_PASSWORD, buildUser, buildWorker, type TestUser } from '../../server/test/factories';
import { injectAs } from '../../server/test/inject-as';
import {
  expectAgree,
  formCase,
  hookRefusal,
  hookVerdict,
  mailedToken,
  postSignedOut,
  remoteAddress,
  type FormCase,
  type ParityWorld,
} from '../parity';
import { email, emailOf, freshEmail, name, password, phone } from './inputs';

export const ACCOUNT_FORMS: FormCase[] = [
  formCase({
    form: 'sign-up: the organization name, email and password rules',
    route: 'POST /api/auth/signup',
    schema: signupInput,
    inputs: [
      fc.constantFrom('worker', 'organization'),
      fc.option(name, { nil: undefined }),
      fc.boolean(),
      fc.constantFrom('long-enough-password', 'short'),
    ],
    check: async ({ t }, role, organization_name, goodEmail, password) => {
      const payload = {
        role,
        email: goodEmail ? freshEmail() : 'parity-no-at-sign',
        password,
        first_name: 'Pat',
        last_name: 'Parity',
        ...(organization_name === undefined ? {} : { organization_name }),
      };
      // Each attempt from its own address, so the sign-up rate limit does not answer instead of the rules.
      const res = await postSignedOut(t, '/api/auth/signup', payload);
      expectAgree(hookRefusal(signupInput, payload), res, payload);
    },
    examples: [
      ['worker', undefined, true, 'long-enough-password'],
      ['organization', undefined, true, 'short'],
    ],
  }),

  formCase({
    form: 'login',
    route: 'POST /api/auth/login',
    schema: loginInput,
    setup: async ({ t }: ParityWorld) => ({ u: await buildUser(t.app, 'worker') }),
    inputs: [fc.constantFrom('own', '', 'not-an-email'), password],
    check: async ({ t, u }, e, p) => {
      // A schema-valid login here is always the account's own password: the form's rules, not the credentials.
      const payload = {
        email: e === 'own' ? u.email : e,
        password: p === TEST_PASSWORD || p.length < 8 ? p : TEST_PASSWORD,
      };
      const res = await postSignedOut(t, '/api/auth/login', payload);
      expectAgree(hookRefusal(loginInput, payload), res, payload);
    },
    examples: [
      ['own', 'short'],
      ['own', TEST_PASSWORD],
    ],
    mustSee: [MESSAGES.errors.passwordTooShort],
  }),

  formCase({
    form: 'forgot password',
    route: 'POST /api/auth/forgot-password',
    schema: forgotPasswordInput,
    inputs: [email],
    check: async ({ t }, kind) => {
      const payload = { email: emailOf(kind) };
      const res = await postSignedOut(t, '/api/auth/forgot-password', payload);
      expectAgree(hookRefusal(forgotPasswordInput, payload), res, payload);
    },
    examples: [['good'], ['x@y']],
  }),

  formCase({
    form: 'reset password (with the mailed token)',
    route: 'POST /api/auth/reset-password',
    schema: resetPasswordInput,
    inputs: [password],
    check: async ({ t }, p) => {
      const u = await buildUser(t.app, 'worker');
      await postSignedOut(t, '/api/auth/forgot-password', { email: u.email });
      const token = await mailedToken(t, u.email, /\/reset-password\?token=([\w-]+)/);
      expect(token).not.toBe('');
      const payload = { token, password: p };
      const res = await postSignedOut(t, '/api/auth/reset-password', payload);
      expectAgree(hookRefusal(resetPasswordInput, payload), res, payload);
    },
    runs: 12,
    examples: [['short'], [TEST_PASSWORD]],
    mustSee: [MESSAGES.errors.passwordTooShort],
  }),

  formCase({
    form: 'accept an invitation (the /invite page)',
    route: 'POST /api/invitations/accept',
    schema: acceptInvitationInput,
    setup: async ({ t, team }: ParityWorld) => {
      const invite = async () => {
        const to = freshEmail();
        const res = await injectAs(t.app, team.orgUser).post('/api/org/invitations', { email: to });
        expect(res.statusCode, res.body).toBeLessThan(300);
        return mailedToken(t, to, /\/invite\?token=([\w-]+)/);
      };
      return { invite, token: { current: await invite() } };
    },
    inputs: [
      fc.constantFrom('Ana', 'Ana', '', '   ', 'x'.repeat(101), 'Two\nlines'),
      fc.constantFrom('Ana', 'Ana', '', '   ', 'x'.repeat(101), 'Two\nlines'),
      fc.constantFrom('a-long-enough-password', '', 'short'),
    ],
    check: async ({ t, invite, token }, f, l, p) => {
      const payload = { token: token.current, first_name: f, last_name: l, password: p };
      const res = await postSignedOut(t, '/api/invitations/accept', payload);
      expectAgree(hookVerdict(acceptInvitationInput, payload), res, payload);
      if (res.statusCode < 300) token.current = await invite();
    },
    runs: 15,
    examples: [
      ['Ana', 'Lee', 'a-long-enough-password'],
      ['Ana', 'Lee', 'short'],
    ],
    mustSee: [MESSAGES.errors.passwordTooShort],
  }),

  formCase({
    form: 'own settings',
    route: 'PUT /api/me/settings',
    schema: ownSettingsInput,
    inputs: [name, name, phone],
    check: async ({ t, team }, first, last, p) => {
      const payload = { first_name: first, last_name: last, phone: p };
      const res = await injectAs(t.app, team.recruiter).put('/api/me/settings', payload);
      expectAgree(hookRefusal(ownSettingsInput, payload), res, payload);
    },
    examples: [
      ['Ana', 'Bayside Clinic', '+1 555 0100'],
      ['', 'Ana', 'call me'],
    ],
  }),

  formCase({
    form: 'change email',
    route: 'POST /api/me/email',
    schema: changeEmailInput,
    inputs: [email, fc.constantFrom(TEST_PASSWORD, '')],
    check: async ({ t }, kind, p) => {
      const u = await buildUser(t.app, 'worker');
      const payload = { email: emailOf(kind), password: p };
      const res = await injectAs(t.app, u).post('/api/me/email', payload);
      expectAgree(hookRefusal(changeEmailInput, payload), res, payload);
    },
    runs: 20,
    examples: [
      ['good', ''],
      ['good', TEST_PASSWORD],
    ],
    mustSee: [MESSAGES.account.passwordRequired],
  }),

  formCase({
    form: 'change password',
    route: 'POST /api/me/password',
    schema: changePasswordInput,
    inputs: [fc.constantFrom(TEST_PASSWORD, ''), password],
    check: async ({ t, team }, current, next) => {
      const u = await buildUser(t.app, 'recruiter', { organizationId: team.org.id });
      const payload = { current_password: current, new_password: next };
      const res = await injectAs(t.app, u).post('/api/me/password', payload, { remoteAddress: remoteAddress() });
      expectAgree(hookRefusal(changePasswordInput, payload), res, payload);
    },
    runs: 20,
    examples: [
      ['', TEST_PASSWORD],
      [TEST_PASSWORD, 'short'],
      [TEST_PASSWORD, 'a-long-enough-password'],
    ],
    mustSee: [MESSAGES.errors.passwordTooShort, MESSAGES.account.passwordRequired],
  }),

  formCase({
    form: 'close the account',
    route: 'POST /api/me/delete',
    schema: deleteAccountInput,
    inputs: [fc.constantFrom(TEST_PASSWORD, '')],
    check: async ({ t }, p) => {
      const u: TestUser = await buildWorker(t.app);
      const payload = { password: p };
      const res = await injectAs(t.app, u).post('/api/me/delete', payload);
      expectAgree(hookRefusal(deleteAccountInput, payload), res, payload);
    },
    runs: 10,
    examples: [[''], [TEST_PASSWORD]],
    mustSee: [MESSAGES.account.passwordRequired],
  }),
];
