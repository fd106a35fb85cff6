import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { APPLICATION_STATUSES, type ApplicationStatus } from './pipeline';
import { canChangeStatus, workerMoveKind, WORKER_WITHDRAWABLE } from './transitions';
import { OFFER_STATUSES } from '../offers/offers';
import { MESSAGES } from '../shared/messages';

const status = fc.constantFrom(...APPLICATION_STATUSES);
const all = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.map((to) => [from, to] as const));

describe('worker moves', () => {
  const allowed = new Set(['Offered>Onboarding', ...WORKER_WITHDRAWABLE.map((s) => `${s}>Rejected`)]);

  it('withdrawable statuses are those before the work is finished', () => {
    expect(WORKER_WITHDRAWABLE).toEqual(['New', 'Screening', 'Submitted', 'Offered', 'Onboarding', 'Cleared', 'Hold']);
  });

  it.each(all)('own application %s → %s', (from, to) => {
    const r = canChangeStatus({ role: 'worker', from, to, isOwnApplication: true, isOrgMember: false });
    if (from === to) expect(r).toEqual({ ok: false, message: MESSAGES.errors.sameStatus });
    else if (allowed.has(`${from}>${to}`)) expect(r).toEqual({ ok: true });
    else expect(r).toEqual({ ok: false, message: MESSAGES.errors.workerMoveNotAllowed });
  });

  it.each([
    ['Offered', 'Onboarding', 'accept'],
    ['Offered', 'Rejected', 'decline'],
    ['New', 'Rejected', 'withdraw'],
    ['Hold', 'Rejected', 'withdraw'],
    ['Working', 'Rejected', null],
    ['Done', 'Rejected', null],
    ['Offered', 'Done', null],
    ['Submitted', 'Onboarding', null],
  ] as const)('%s → %s is %s', (from, to, kind) => {
    expect(workerMoveKind(from, to)).toBe(kind);
  });

  it.each([
    ['Offered', 'Rejected', 'Withdrawn', 'withdraw'],
    ['Offered', 'Rejected', 'Declined', 'decline'],
    ['New', 'Rejected', 'Withdrawn', 'withdraw'],
    ['Onboarding', 'Rejected', 'Withdrawn', 'withdraw'],
    ['New', 'Rejected', 'Declined', null],
    ['Working', 'Rejected', 'Withdrawn', null],
    ['Offered', 'Onboarding', 'Withdrawn', null],
  ] as const)('%s → %s naming %s is %s', (from, to, outcome, kind) => {
    expect(workerMoveKind(from, to, outcome)).toBe(kind);
  });

  it('a withdrawal from Offered is allowed when named, not mistaken for a decline', () => {
    expect(
      canChangeStatus({
        role: 'worker',
        from: 'Offered',
        to: 'Rejected',
        isOwnApplication: true,
        isOrgMember: false,
        offerStatus: 'Offered',
        outcome: 'Withdrawn',
      }),
    ).toEqual({ ok: true });
  });

  it('nobody moves a withdrawn application; only workers name an outcome', () => {
    for (const role of ['worker', 'recruiter', 'organization', 'admin'] as const) {
      expect(
        canChangeStatus({
          role,
          from: 'Rejected',
          to: 'New',
          isOwnApplication: true,
          isOrgMember: true,
          offerStatus: 'Withdrawn',
        }),
      ).toEqual({ ok: false, message: MESSAGES.errors.withdrawn });
    }
    expect(
      canChangeStatus({
        role: 'recruiter',
        from: 'New',
        to: 'Rejected',
        isOwnApplication: false,
        isOrgMember: true,
        outcome: 'Withdrawn',
      }),
    ).toEqual({ ok: false, message: MESSAGES.errors.outcomeWorkerOnly });
    // A recruiter's rejection (no withdrawal) can still be reopened.
    expect(
      canChangeStatus({ role: 'recruiter', from: 'Rejected', to: 'New', isOwnApplication: false, isOrgMember: true })
        .ok,
    ).toBe(true);
  });

  it.each([
    ['Offered', true],
    ['Re-Offer', true],
    ['Counter Offer', false],
    ['Withdrawn', false],
    ['Declined', false],
    [null, false],
  ] as const)('accepting with offer status %s allowed: %s', (offerStatus, ok) => {
    const r = canChangeStatus({
      role: 'worker',
      from: 'Offered',
      to: 'Onboarding',
      isOwnApplication: true,
      isOrgMember: false,
      offerStatus,
    });
    expect(r).toEqual(ok ? { ok: true } : { ok: false, message: MESSAGES.errors.acceptNeedsOffer });
  });

  it("property: a worker can never move someone else's application", () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        expect(canChangeStatus({ role: 'worker', from, to, isOwnApplication: false, isOrgMember: true }).ok).toBe(
          false,
        );
      }),
    );
  });

  it("refuses another worker's application with its message", () => {
    expect(
      canChangeStatus({ role: 'worker', from: 'Offered', to: 'Rejected', isOwnApplication: false, isOrgMember: false }),
    ).toEqual({ ok: false, message: 'You can only change your own applications.' });
  });

  it('property: worker moves only ever lead to Onboarding or Rejected', () => {
    fc.assert(
      fc.property(status, status, fc.constantFrom(undefined, ...OFFER_STATUSES), (from, to, offerStatus) => {
        const r = canChangeStatus({
          role: 'worker',
          from,
          to,
          isOwnApplication: true,
          isOrgMember: false,
          offerStatus,
        });
        if (r.ok) expect(['Onboarding', 'Rejected']).toContain(to);
      }),
    );
  });
});

describe('recruiter, organization and admin moves', () => {
  it('property: members move to any other status; non-members never', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('recruiter', 'organization') as fc.Arbitrary<'recruiter' | 'organization'>,
        status,
        status,
        fc.boolean(),
        (role, from, to, member) => {
          const r = canChangeStatus({ role, from, to, isOwnApplication: false, isOrgMember: member });
          expect(r.ok).toBe(member && from !== to);
          if (!member && from !== to)
            expect(r).toEqual({ ok: false, message: 'This application belongs to another organization.' });
        },
      ),
    );
  });

  it('property: admin moves to any other status in any organization', () => {
    fc.assert(
      fc.property(status, status, fc.boolean(), (from, to, member) => {
        expect(canChangeStatus({ role: 'admin', from, to, isOwnApplication: false, isOrgMember: member }).ok).toBe(
          from !== to,
        );
      }),
    );
  });

  it.each(APPLICATION_STATUSES)('no role may move %s to itself', (s: ApplicationStatus) => {
    for (const role of ['worker', 'recruiter', 'organization', 'admin'] as const) {
      expect(canChangeStatus({ role, from: s, to: s, isOwnApplication: true, isOrgMember: true })).toEqual({
        ok: false,
        message: 'The application is already in this status.',
      });
    }
  });
});
