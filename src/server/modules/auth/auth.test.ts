// Accounts: sign up, log in, log out, verification, rate limits and bad input, on the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { MESSAGES, signupInput } from '@/domain/shared';
import { createTestApp, sessionCookie, type TestApp } from '../../test/test-app';
import { injectAs } from '../../test/inject-as';
import { pastMailCooldown } from '../../test/clock';
import { sentEmails, sessions, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const signup = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
const worker = (email: string) => ({
  role: 'worker',
  email,
  password: 'correct-horse',
  first_name: 'Ana',
  last_name: 'Lopez',
});

describe('sign up', () => {
  it('creates a worker, signs them in, and queues a verification email', async () => {
    const res = await signup(worker('Ana@Example.test'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      role: 'worker',
      email: 'ana@example.test',
      email_verified: false,
      organization: null,
    });
    const me = await injectAs(t.app, sessionCookie(res)).get('/api/auth/me');
    expect(me.json().email).toBe('ana@example.test');
    await t.app.outbox.drain();
    const [mail] = await t.app.db.select().from(sentEmails).where(eq(sentEmails.to, 'ana@example.test'));
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.text).toMatch(/\/verify-email\?token=[\w-]+/);
  });

  it('creates an organization with its first organization user', async () => {
    const res = await signup({
      ...worker('owner@clinic.test'),
      role: 'organization',
      organization_name: 'Bayside Clinic',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'organization', organization: { name: 'Bayside Clinic' } });
  });

  it('refuses an organization without its name, with the words the sign-up form shows (signupInput)', async () => {
    for (const organization_name of [undefined, '', '   ']) {
      const body = { ...worker(`noname${organization_name?.length ?? 'u'}@clinic.test`), role: 'organization' };
      const payload = organization_name === undefined ? body : { ...body, organization_name };
      const res = await signup(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: MESSAGES.validation.organizationNameRequired,
        fields: { organization_name: MESSAGES.validation.organizationNameRequired },
      });
      const form = signupInput.safeParse(payload);
      expect(form.success ? 'ok' : form.error.issues[0].message).toBe(MESSAGES.validation.organizationNameRequired);
    }
  });

  it('refuses a duplicate email with 409 and a clear message', async () => {
    await signup(worker('dup@example.test'));
    const res = await signup(worker('DUP@example.test'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'CONFLICT',
      message: MESSAGES.errors.emailTaken,
      fields: { email: MESSAGES.errors.emailTaken },
    });
  });

  it('refuses recruiters signing up without an invitation', async () => {
    const res = await signup({ ...worker('rec@example.test'), role: 'recruiter' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.errors.recruiterSignup);
  });

  it('answers 400 naming the field for wrong types, short passwords and unknown fields', async () => {
    const short = await signup({ ...worker('x@example.test'), password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe(MESSAGES.errors.passwordTooShort);
    const wrongType = await signup({ ...worker('y@example.test'), first_name: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().fields)).toContain('first_name');
    const unknown = await signup({ ...worker('z@example.test'), is_admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('BAD_REQUEST');
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'BAD_REQUEST', message: MESSAGES.errors.malformedJson });
  });
});

describe('log in and log out', () => {
  it('logs in with the right password and sets a HttpOnly SameSite=Lax cookie', async () => {
    await signup(worker('login@example.test'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'login@example.test', password: 'correct-horse' },
    });
    expect(res.statusCode).toBe(200);
    const c = res.cookies.find((x) => x.name === 'sid')!;
    expect(c.httpOnly).toBe(true);
    expect(c.sameSite).toBe('Lax');
  });

  it('refuses a wrong password with 401 and the same message as an unknown email', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'login@example.test', password: 'wrong-password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'UNAUTHENTICATED', message: MESSAGES.errors.invalidLogin });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('issues a new session id at each login (no fixation) and logout revokes it', async () => {
    const a = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'login@example.test', password: 'correct-horse' },
    });
    const b = await injectAs(t.app, sessionCookie(a)).post('/api/auth/login', {
      email: 'login@example.test',
      password: 'correct-horse',
    });
    expect(sessionCookie(a)).not.toBe(sessionCookie(b));
    const out = await injectAs(t.app, sessionCookie(b)).post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    const me = await injectAs(t.app, sessionCookie(b)).get('/api/auth/me');
    expect(me.statusCode).toBe(401);
    // The other session is untouched.
    expect((await injectAs(t.app, sessionCookie(a)).get('/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses deactivated accounts', async () => {
    await signup(worker('gone@example.test'));
    await t.app.db.update(users).set({ active: false }).where(eq(users.email, 'gone@example.test'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'gone@example.test', password: 'correct-horse' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.errors.accountDeactivated);
  });

  it('failures for one email from many addresses never lock its owner out', async () => {
    await signup(worker('target@example.test'));
    for (let i = 0; i < 11; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'target@example.test', password: `guess-${i}-xxxx` },
        remoteAddress: `10.0.0.${i + 1}`,
      });
      expect(r.statusCode).toBe(401);
    }
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'target@example.test', password: 'correct-horse' },
      remoteAddress: '10.0.1.1',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('slows repeated failures for one email from one address, with Retry-After', async () => {
    await signup(worker('guessed@example.test'));
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'guessed@example.test', password: `guess-${i}-xxxx` },
        remoteAddress: '10.0.2.1',
      });
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect(last!.headers['retry-after']).toBe('5');
    expect(last!.json()).toEqual({ error: 'RATE_LIMITED', message: MESSAGES.errors.rateLimited });
  });

  it('rate-limits logins per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `ip${i}@example.test`, password: 'whatever-1' },
        remoteAddress: '192.0.2.77',
      });
      codes.push(r.statusCode);
    }
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('email verification', () => {
  it('verifies with the emailed token once, and refuses it a second time', async () => {
    const res = await signup(worker('verify@example.test'));
    await t.app.outbox.drain();
    const [mail] = await t.app.db
      .select()
      .from(sentEmails)
      .where(eq(sentEmails.to, 'verify@example.test'))
      .orderBy(desc(sentEmails.id));
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(ok.statusCode).toBe(200);
    // Whose address it was, so the page says what this role can now do (issue 42).
    expect(ok.json()).toEqual({ ok: true, role: 'worker' });
    const me = await injectAs(t.app, sessionCookie(res)).get('/api/auth/me');
    expect(me.json().email_verified).toBe(true);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.errors.invalidToken);
  });

  it('resends a verification link to the signed-in unverified user', async () => {
    const res = await signup(worker('resend@example.test'));
    await t.app.outbox.drain();
    // A minute later (the outbox holds a second email to one address back for a minute, issue 41).
    await pastMailCooldown(async () => {
      const r = await injectAs(t.app, sessionCookie(res)).post('/api/auth/resend-verification');
      expect(r.statusCode).toBe(200);
      await t.app.outbox.drain();
    });
    const mails = await t.app.db.select().from(sentEmails).where(eq(sentEmails.to, 'resend@example.test'));
    expect(mails).toHaveLength(2);
  });
});

describe('session and request guards', () => {
  it('answers 401 to anonymous calls of a protected route, JSON 404 for unknown API routes', async () => {
    const body = await t.app.inject({ method: 'POST', url: '/api/worker-job-apply', payload: { nonsense: true } });
    expect(body.json()).toEqual({ error: 'UNAUTHENTICATED', message: MESSAGES.errors.unauthenticated });
    expect((await t.app.inject({ url: '/api/auth/me' })).json()).toEqual({
      error: 'UNAUTHENTICATED',
      message: MESSAGES.errors.unauthenticated,
    });
    // Signed out, even an unknown API path answers 401 (nothing about the API is revealed)…
    expect((await t.app.inject({ url: '/api/nope' })).statusCode).toBe(401);
    // …signed in, it is a JSON 404.
    const res = await signup(worker('nf@example.test'));
    const nf = await injectAs(t.app, sessionCookie(res)).get('/api/nope');
    expect(nf.statusCode).toBe(404);
    expect(nf.json()).toEqual({ error: 'NOT_FOUND', message: MESSAGES.errors.notFound });
  });

  it('refuses state-changing calls from another site (Origin check)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.errors.crossSite);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('stores only a hash of the session token', async () => {
    const res = await signup(worker('hash@example.test'));
    const token = sessionCookie(res).slice(4);
    const rows = await t.app.db.select().from(sessions);
    expect(rows.some((r) => r.id === token)).toBe(false);
  });
});
