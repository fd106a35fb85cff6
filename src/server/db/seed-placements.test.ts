// The demo seed's placements as a first user meets them (issue 42, items 6 and 15): every application pairs a worker
// with a job of her own profession (no pharmacist on a nurse's job); every placement in Onboarding or later has its
// contract (in Onboarding, drafted and waiting for the worker); and every live contract states exactly the agreed
// terms of its application, its cancellation clause never contradicting the "Facility can cancel shifts" term.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  contractSettingsOf,
  contractTermsOf,
  facilityMayCancelShifts,
  type ContractContent,
} from '@/domain/onboarding';
import { createTestApp, type TestApp } from '../test/test-app';
import { agreedTermsOf } from '../data/agreed-terms';
import { seed } from './seed';
import { applications, contracts, jobs, organizations, workerProfiles } from './schema';
import type { ApplicationStatus } from '@/domain/applications';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.app.db, null, { jobs: 40, workers: 12 });
}, 240_000);
afterAll(async () => t.close());

const PLACED: ApplicationStatus[] = ['Onboarding', 'Cleared', 'Working', 'Done'];

describe('demo seed: placements', () => {
  it('no application pairs a worker with a job of another profession', async () => {
    const rows = await t.app.db
      .select({ job: jobs.profession, worker: workerProfiles.profession })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(workerProfiles, eq(workerProfiles.userId, applications.workerId));
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((r) => r.job !== r.worker)).toEqual([]);
  });

  it('every placement in Onboarding or later has a live contract; in Onboarding it waits for the worker', async () => {
    const placed = await t.app.db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(inArray(applications.status, PLACED));
    expect(placed.some((a) => a.status === 'Onboarding')).toBe(true);
    for (const a of placed) {
      const live = await t.app.db
        .select({ status: contracts.status })
        .from(contracts)
        .where(and(eq(contracts.applicationId, a.id), ne(contracts.status, 'void')));
      expect([a.status, live.map((c) => c.status)]).toEqual([
        a.status,
        [a.status === 'Onboarding' ? 'awaiting_worker' : 'signed'],
      ]);
    }
  });

  it('every contract term matches the agreed terms, and no clause contradicts them', async () => {
    const rows = await t.app.db
      .select({
        applicationId: contracts.applicationId,
        offerVersion: contracts.offerVersion,
        content: contracts.content,
        placement: organizations.placement,
      })
      .from(contracts)
      .innerJoin(applications, eq(applications.id, contracts.applicationId))
      .innerJoin(organizations, eq(organizations.id, applications.organizationId))
      .where(ne(contracts.status, 'void'));
    expect(rows.length).toBeGreaterThan(3);
    let forbidden = 0;
    for (const r of rows) {
      const agreed = (await agreedTermsOf(t.app.db, r.applicationId))!;
      expect(agreed.standing).toBe('agreed');
      expect(r.offerVersion).toBe(agreed.version);
      const content = r.content as ContractContent;
      const settings = contractSettingsOf(r.placement);
      const stated = {
        facility: content.facility,
        datesAndHours: content.datesAndHours,
        pay: content.pay,
        weeklyPay: content.weeklyPay,
        cancellationPolicy: content.cancellationPolicy,
        terminationPolicy: content.terminationPolicy,
      };
      expect(stated).toEqual(contractTermsOf(agreed.terms, settings));
      if (facilityMayCancelShifts(agreed.terms) === false) {
        forbidden++;
        expect(content.cancellationPolicy).toContain('Facility can cancel shifts: No');
        expect(content.cancellationPolicy).not.toContain(settings.cancellationPolicy);
      }
    }
    // The seed's jobs alternate the term: the "No" side is covered.
    expect(forbidden).toBeGreaterThan(0);
  });
});
