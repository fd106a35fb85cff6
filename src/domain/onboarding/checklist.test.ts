import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveChecklist, dueDate, type ChecklistJob } from './checklist';
import { canReviewItem, canSubmitItem, expiresDuringAssignment, isOverdue, nextWorkerItem } from './checklist-rules';
import { clearanceBlockers, needsClearance } from './clearance';
import { ONBOARDING_ITEM_STATUSES, type OnboardingItemStatus } from './placement-states';

const job: ChecklistJob = {
  requirements: {
    professional_licensure: ['TX', 'TX', 'OK'],
    certifications: ['BLS', 'ACLS'],
    vaccinations: ['Influenza'],
    skills_checklist_required: true,
    number_of_references: 2,
    diploma: true,
    driver_license: true,
    resume_required: true,
  },
  location: { state: 'TX' },
  schedule: { start_date: '2027-01-04', end_date: '2027-04-04' },
};

describe('deriveChecklist', () => {
  it('makes one item per requirement, then the job’s and the organization’s own items', () => {
    const items = deriveChecklist(job, [
      { id: 'a', jobId: null, label: 'I-9', description: null, needsDocument: true, dueDaysBeforeStart: null },
      {
        id: 'b',
        jobId: 'j',
        label: 'Orientation',
        description: 'Day one',
        needsDocument: false,
        dueDaysBeforeStart: 3,
      },
    ]);
    expect(items.map((i) => [i.key, i.label, i.dueOn])).toEqual([
      ['licence:TX', 'Professional licence (TX)', '2026-12-28'],
      ['licence:OK', 'Professional licence (OK)', '2026-12-28'],
      ['certification:BLS', 'BLS', '2026-12-28'],
      ['certification:ACLS', 'ACLS', '2026-12-28'],
      ['vaccination:Influenza', 'Influenza vaccination', '2026-12-28'],
      ['skills_checklist', 'Skills checklist', '2026-12-28'],
      ['references', '2 references', '2026-12-28'],
      ['diploma', 'Diploma', '2026-12-28'],
      ['drivers_licence', "Driver's licence", '2026-12-28'],
      ['resume', 'Resume', '2026-12-28'],
      ['template:b', 'Orientation', '2027-01-01'],
      ['template:a', 'I-9', '2027-01-04'],
    ]);
    expect(items.find((i) => i.key === 'references')).toMatchObject({ requiredCount: 2, needsDocument: false });
  });

  it('asks for a licence in the job’s own state when it lists none; no dates without a start', () => {
    const items = deriveChecklist({ location: { state: 'GA' } }, []);
    expect(items.map((i) => [i.key, i.dueOn])).toEqual([['licence:GA', null]]);
    expect(dueDate('2027-03-01', 10)).toBe('2027-02-19');
    expect(dueDate('2027-03-01', -5)).toBe('2027-03-01');
  });

  it('keys are unique for any requirements', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('TX', 'OK', 'GA', 'CA')),
        fc.array(fc.constantFrom('BLS', 'ACLS', 'PALS')),
        fc.integer({ min: 0, max: 10 }),
        (states, certs, refs) => {
          const keys = deriveChecklist(
            { requirements: { professional_licensure: states, certifications: certs, number_of_references: refs } },
            [],
          ).map((i) => i.key);
          return new Set(keys).size === keys.length;
        },
      ),
    );
  });
});

describe('item rules', () => {
  const dates = { startDate: '2027-01-04', endDate: '2027-04-04' };
  it('a dated credential expiring before the assignment ends is blocked', () => {
    expect(expiresDuringAssignment('certification', '2027-04-03', dates)).toBe(true);
    expect(expiresDuringAssignment('certification', '2027-04-04', dates)).toBe(false);
    expect(expiresDuringAssignment('resume', '2020-01-01', dates)).toBe(false);
    expect(expiresDuringAssignment('licence', null, dates)).toBe(false);
    expect(canSubmitItem({ kind: 'licence', status: 'missing' }, '2027-02-01', dates)).toEqual({
      ok: false,
      message:
        'This document expires on 2027-02-01, before the assignment ends on 2027-04-04: it expires during the assignment. Renew it and upload the new one.',
    });
    expect(
      canReviewItem(
        {
          kind: 'licence',
          label: 'Professional licence (TX)',
          status: 'submitted',
          expiresOn: '2027-02-01',
          verifyMissing: [],
        },
        { decision: 'verify' },
        dates,
      ).ok,
    ).toBe(false);
  });

  it('Missing → Submitted → Verified, or Rejected (with a reason) and submitted again', () => {
    expect(canSubmitItem({ kind: 'resume', status: 'missing' }, null, dates).ok).toBe(true);
    expect(canSubmitItem({ kind: 'resume', status: 'rejected' }, null, dates).ok).toBe(true);
    expect(canSubmitItem({ kind: 'resume', status: 'verified' }, null, dates).ok).toBe(false);
    expect(canSubmitItem({ kind: 'references', status: 'missing' }, null, dates).ok).toBe(false);
    const submitted = {
      kind: 'resume' as const,
      label: 'Resume',
      status: 'submitted' as const,
      expiresOn: null,
      verifyMissing: [],
    };
    expect(canReviewItem(submitted, { decision: 'verify' }, dates).ok).toBe(true);
    expect(canReviewItem(submitted, { decision: 'reject', reason: ' ' }, dates)).toEqual({
      ok: false,
      message: 'Give a reason.',
    });
    expect(canReviewItem({ ...submitted, status: 'missing' }, { decision: 'verify' }, dates).ok).toBe(false);
  });

  it('overdue: past its due date and not verified', () => {
    expect(isOverdue({ status: 'missing', dueOn: '2027-01-01' }, '2027-01-02')).toBe(true);
    expect(isOverdue({ status: 'missing', dueOn: '2027-01-01' }, '2027-01-01')).toBe(false);
    expect(isOverdue({ status: 'verified', dueOn: '2027-01-01' }, '2027-02-01')).toBe(false);
  });

  it('what to do next: required first, rejected before missing, earliest due first', () => {
    const items = [
      { id: 1, status: 'missing', dueOn: '2027-01-01', required: false },
      { id: 2, status: 'missing', dueOn: '2027-01-03', required: true },
      { id: 3, status: 'rejected', dueOn: '2027-01-05', required: true },
      { id: 4, status: 'submitted', dueOn: '2026-12-01', required: true },
    ] as const;
    expect(nextWorkerItem(items)?.id).toBe(3);
    expect(nextWorkerItem(items.filter((i) => i.id !== 3))?.id).toBe(2);
    expect(nextWorkerItem(items.filter((i) => i.id === 4))).toBeNull();
  });
});

describe('the Cleared rule', () => {
  it('lists the contract and every required item not verified', () => {
    expect(
      clearanceBlockers({
        contract: 'awaiting_countersign',
        items: [
          { label: 'BLS', status: 'submitted', required: true },
          { label: 'I-9', status: 'missing', required: false },
          { label: 'Resume', status: 'verified', required: true },
        ],
      }),
    ).toEqual(['The contract is not signed by both sides', 'BLS (submitted)']);
    expect(clearanceBlockers({ contract: null, items: [] })).toEqual(['There is no contract yet']);
    expect(clearanceBlockers({ contract: 'void', items: [] })).toEqual(['There is no contract yet']);
  });

  it('is empty exactly when the contract is signed and every required item is verified (property)', () => {
    const item = fc.record({
      label: fc.string(),
      status: fc.constantFrom<OnboardingItemStatus>(...ONBOARDING_ITEM_STATUSES),
      required: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.constantFrom('awaiting_worker', 'awaiting_countersign', 'signed', 'void', null),
        fc.array(item),
        (contract, items) =>
          (clearanceBlockers({ contract, items }).length === 0) ===
          (contract === 'signed' && items.every((i) => !i.required || i.status === 'verified')),
      ),
    );
  });

  it('holds back entering Cleared or Working until the application was cleared, whatever status it comes from', () => {
    for (const to of ['Cleared', 'Working']) {
      expect(needsClearance(to, false), to).toBe(true);
      expect(needsClearance(to, true), to).toBe(false);
    }
    for (const to of ['Done', 'Rejected', 'Hold', 'Blocked', 'Onboarding', 'Offered'])
      expect(needsClearance(to, false), to).toBe(false);
  });
});
