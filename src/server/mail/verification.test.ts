// The verification email says what the account's role can do once verified (issue 33): a worker applies for jobs, an
// organization posts jobs and manages its recruiters (it used to read "to apply for jobs" for everyone).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import { sentEmails } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const signup = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
const textTo = async (to: string) => (await t.app.db.select().from(sentEmails).where(eq(sentEmails.to, to)))[0].text;

describe('verification email by role', () => {
  it('tells a worker they can apply for jobs and an organization that it can post jobs', async () => {
    const person = { password: 'correct-horse', first_name: 'Ana', last_name: 'Lopez' };
    expect((await signup({ ...person, role: 'worker', email: 'can-worker@example.test' })).statusCode).toBe(201);
    const org = { ...person, role: 'organization', email: 'can-org@clinic.test', organization_name: 'Can Clinic' };
    expect((await signup(org)).statusCode).toBe(201);
    await t.app.outbox.drain();
    const workerText = await textTo('can-worker@example.test');
    const orgText = await textTo('can-org@clinic.test');
    expect(workerText).toContain(`so you can ${MESSAGES.accountMail.roleCan.worker}:`);
    expect(orgText).toContain(`so you can ${MESSAGES.accountMail.roleCan.organization}:`);
    expect(orgText).toContain('post jobs');
    expect(orgText).not.toContain('apply for jobs');
  });
});
