// Issue 34: createFirstAdmin (what `npm run admin:create` runs; the command itself: admin-create-command.test.ts) makes the first administrator of an empty database, who sets a
// password through the printed single-use link and signs in as admin; a second run is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../../db/schema';
import { createFirstAdmin, FirstAdminError } from './create-first-admin';

describe('createFirstAdmin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('creates an admin whose printed link sets the password; then a login answers the admin', async () => {
    expect(await t.app.db.select().from(users)).toEqual([]);
    const { link } = await createFirstAdmin(t.app.db, t.config.publicUrl, { email: ' Boss@Example.test ' });
    expect(link.startsWith(`${t.config.publicUrl}/reset-password?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    const login = { email: 'boss@example.test', password: 'first-admin-password' };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: login })).statusCode).toBe(401);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: login.password },
    });
    expect(set.statusCode, set.body).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: login });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: 'boss@example.test', role: 'admin' });
    await expect(createFirstAdmin(t.app.db, t.config.publicUrl, { email: 'second@example.test' })).rejects.toThrow(
      FirstAdminError,
    );
  });
});
