// Cleared needs the assignment's pay terms (issue 44): a placement whose contract leaves terms open is refused Cleared
// (the one writer of moves; the organization's override covers only the checklist) with the catalogue's words naming them, until
// the organization completes them through PUT /api/assignments/{applicationId}/terms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearingTermsRefusal } from '@/domain/timesheets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { injectAs } from '../../test/inject-as';
import { acceptedApplication } from '../../test/contract-factory';
import { clearPrerequisitesForTest, OPEN_TERMS_FOR_TEST } from '../../test/placement-factory';
import { assignments } from '../../db/schema';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
});
afterAll(async () => t.close());

describe('Cleared needs the pay terms', () => {
  it('is refused with the missing terms named until the organization completes them', async () => {
    const { team, applicationId } = await acceptedApplication(t.app);
    await clearPrerequisitesForTest(t.app, applicationId);
    // The organization has completed nothing yet.
    await t.app.db.delete(assignments).where(eq(assignments.applicationId, applicationId));
    const org = injectAs(t.app, team.orgUser);
    const open = (await org.get(`/api/assignments/${applicationId}`)).json() as { missing: string[] };
    expect(open.missing).toContain('rule_set');

    const move = () =>
      injectAs(t.app, team.recruiter).patch('/api/application-journey', { applicationId, status: 'Cleared' });
    const refused = await move();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(clearingTermsRefusal(open.missing));
    expect(refused.json().message).toMatch(
      /^Not ready for Cleared: the assignment's pay terms are not complete \(Overtime rules; /,
    );

    // Part of them: still refused, naming only what is left.
    const some = await org.put(`/api/assignments/${applicationId}/terms`, {
      rule_set: 'california',
      time_zone: 'America/Los_Angeles',
    });
    expect(some.statusCode, some.body).toBe(200);
    const left = (some.json() as { missing: string[] }).missing;
    expect(left).not.toContain('rule_set');
    expect((await move()).json().message).toBe(clearingTermsRefusal(left));

    const rest = Object.fromEntries(Object.entries(OPEN_TERMS_FOR_TEST).filter(([k]) => left.includes(k)));
    const done = await org.put(`/api/assignments/${applicationId}/terms`, rest);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ complete: true, missing: [] });
    const cleared = await move();
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().status).toBe('Cleared');
  });
});
