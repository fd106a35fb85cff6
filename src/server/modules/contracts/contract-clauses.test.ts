// The organization's contract clauses (issue 45) through the real app and database: those who manage the organization
// read and save them, each save a new version from the version loaded (a stale one is 409), paragraphs validated with
// the catalogue's words; a contract records the version it was drafted with and keeps its clauses after a later save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/shared';
import type { ContractResponse } from '@/domain/onboarding';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildOrgWithTeam, buildUser, buildWorker } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { acceptedApplication, signContractForTest } from '../../test/contract-factory';

const M = MESSAGES.contractClauses;
const URL = '/api/org/contract-clauses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const contractOf = async (who: { cookie: string }, applicationId: string) => {
  const res = await injectAs(t.app, who).get(`/api/applications/${applicationId}/contract`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ContractResponse).contract!;
};

describe('contract clauses settings', () => {
  it('starts at version 0 with no clauses; a save is version 1, kept as plain paragraphs, with who saved it', async () => {
    const team = await buildOrgWithTeam(t.app);
    const as = injectAs(t.app, team.orgUser);
    expect((await as.get(URL)).json()).toEqual({ version: 0, clauses: [], updated_at: null, updated_by: null });

    const put = await as.put(URL, {
      clauses: ['Parking is free.', '  Scrubs are\nprovided   by the unit. '],
      version: 0,
    });
    expect(put.statusCode, put.body).toBe(200);
    const saved = put.json();
    expect(saved).toMatchObject({
      version: 1,
      clauses: ['Parking is free.', 'Scrubs are provided by the unit.'],
      updated_by: 'Test organization',
    });
    expect(Number.isNaN(Date.parse(saved.updated_at))).toBe(false);
    expect((await as.get(URL)).json()).toEqual(saved);

    // Saving no clauses is a version too: contracts drafted from it have no further terms.
    const cleared = await as.put(URL, { clauses: [], version: 1 });
    expect(cleared.json()).toMatchObject({ version: 2, clauses: [] });
  });

  it('refuses a save from a version that is no longer in force with 409, and keeps what is saved', async () => {
    const team = await buildOrgWithTeam(t.app);
    const as = injectAs(t.app, team.orgUser);
    expect((await as.put(URL, { clauses: ['First.'], version: 0 })).statusCode).toBe(200);
    const stale = await as.put(URL, { clauses: ['Second.'], version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: 'CONFLICT', message: M.errors.stale });
    expect((await as.get(URL)).json()).toMatchObject({ version: 1, clauses: ['First.'] });
  });

  it('refuses bad paragraphs with 400 and the words of the catalogue, naming the paragraph', async () => {
    const team = await buildOrgWithTeam(t.app);
    const as = injectAs(t.app, team.orgUser);
    const cases: [object, string, string][] = [
      [{ clauses: ['Fine.', '   '], version: 0 }, 'clauses.1', M.errors.empty],
      [{ clauses: ['x'.repeat(2001)], version: 0 }, 'clauses.0', M.errors.tooLong(2000)],
      [{ clauses: Array.from({ length: 21 }, (_, i) => `Clause ${i}.`), version: 0 }, 'clauses', M.errors.tooMany(20)],
      [{ clauses: 'Parking is free.', version: 0 }, 'clauses', M.errors.list],
      [{ clauses: ['Fine.'] }, 'version', M.errors.version],
    ];
    for (const [body, field, message] of cases) {
      const res = await as.put(URL, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().fields).toEqual({ [field]: message });
      expect(res.json().message).toBe(message);
    }
    // Exactly at the limits is accepted.
    const full = await as.put(URL, { clauses: Array.from({ length: 20 }, () => 'x'.repeat(2000)), version: 0 });
    expect(full.statusCode, full.body).toBe(200);
    expect((await as.get(URL)).json().version).toBe(1);
  });

  it('is for those who manage the organization: workers, recruiters and the signed-out are refused', async () => {
    const team = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    for (const who of [worker, team.recruiter]) {
      expect((await injectAs(t.app, who).get(URL)).statusCode).toBe(403);
      expect((await injectAs(t.app, who).put(URL, { clauses: ['Mine.'], version: 0 })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await injectAs(t.app, team.orgUser).get(URL)).json().version).toBe(0);
  });

  it("another organization neither sees nor changes this organization's clauses", async () => {
    const team = await buildOrgWithTeam(t.app);
    const other = await buildOrgWithTeam(t.app);
    await injectAs(t.app, team.orgUser).put(URL, { clauses: ['Ours only.'], version: 0 });
    expect((await injectAs(t.app, other.orgUser).get(URL)).json()).toMatchObject({ version: 0, clauses: [] });
    const theirs = await injectAs(t.app, other.orgUser).put(URL, { clauses: ['Theirs.'], version: 0 });
    expect(theirs.json()).toMatchObject({ version: 1, clauses: ['Theirs.'] });
    expect((await injectAs(t.app, team.orgUser).get(URL)).json()).toMatchObject({
      version: 1,
      clauses: ['Ours only.'],
    });
  });

  it('a platform admin without an organization is refused', async () => {
    const admin = await buildUser(t.app, 'admin');
    expect((await injectAs(t.app, admin).get(URL)).statusCode).toBe(403);
  });
});

describe('contracts and clause versions', () => {
  it('a contract states the clauses in force when drafted, with their version, and keeps them after a later save', async () => {
    const team = await buildOrgWithTeam(t.app);
    const as = injectAs(t.app, team.orgUser);
    await as.put(URL, { clauses: ['Parking is free.'], version: 0 });

    const first = await acceptedApplication(t.app, team);
    const drafted = await contractOf(first.worker, first.applicationId);
    expect(drafted.content.clauses).toEqual(['Parking is free.']);
    expect(drafted.content.clausesVersion).toBe(1);
    await signContractForTest(t.app, first.applicationId);
    const signed = await contractOf(first.worker, first.applicationId);
    expect(signed.status).toBe('signed');

    const changed = await as.put(URL, { clauses: ['Parking is $5 a day.', 'Scrubs are provided.'], version: 1 });
    expect(changed.statusCode, changed.body).toBe(200);

    // The signed contract is what was signed: same content, same clauses, same hash.
    const after = await contractOf(first.worker, first.applicationId);
    expect(after.content).toEqual(signed.content);
    expect(after.signed_sha256).toBe(signed.signed_sha256);

    const second = await acceptedApplication(t.app, team);
    const next = await contractOf(second.worker, second.applicationId);
    expect(next.content.clauses).toEqual(['Parking is $5 a day.', 'Scrubs are provided.']);
    expect(next.content.clausesVersion).toBe(2);
  });

  it('before any save, a contract states the clauses of the placement settings as version 0', async () => {
    const team = await buildOrgWithTeam(t.app);
    const { organizations } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.app.db
      .update(organizations)
      .set({ placement: { contract: { clauses: ['Set before versions.'] } } })
      .where(eq(organizations.id, team.org.id));
    expect((await injectAs(t.app, team.orgUser).get(URL)).json()).toMatchObject({
      version: 0,
      clauses: ['Set before versions.'],
    });
    const { worker, applicationId } = await acceptedApplication(t.app, team);
    const c = await contractOf(worker, applicationId);
    expect(c.content.clauses).toEqual(['Set before versions.']);
    expect(c.content.clausesVersion).toBe(0);
  });
});
