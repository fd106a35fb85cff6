import { describe, expect, it } from 'vitest';
import {
  applyToJobInput,
  assignRecruiterInput,
  changeStatusInput,
  normalizeChangeStatus,
} from '../applications/api-schemas';
import { askRecruiterInput } from '../chat/api-schemas';
import { counterOfferInput, makeOfferInput, offerResponseInput } from '../offers/api-schemas';
import { documentDownloadInput, generateProfilePdfInput } from '../documents/api-schemas';
import { loginInput, signupInput } from './account-schemas';
import { organizationPreferencesSchema } from '../organizations/preferences-schema';
import { paginationQuery } from './common-schemas';
import { buildProfile } from './fixtures';

describe('PATCH /api/application-journey', () => {
  const A = { status: 'Screening', applicationId: 'a1' };
  const B = {
    status: 'Rejected',
    applicationId: 'a1',
    decision_maker: 'Worker',
    decision_reason: 'Pay',
    decision_notes: 'Too low',
  };
  const C = {
    status: 'Rejected',
    applicationId: 'a1',
    decisionSource: 'Worker',
    reason: 'Moved',
    additionalContext: 'Family',
  };

  it.each([
    ['A', A],
    ['B', B],
    ['C', C],
    ['A with version', { ...A, version: 3 }],
    ['B without notes', { ...B, decision_notes: undefined }],
  ])('accepts variant %s', (_n, body) => {
    expect(changeStatusInput.safeParse(body).success).toBe(true);
  });

  it.each([
    ['lowercase status', { ...A, status: 'screening' }],
    ['unknown status', { ...A, status: 'Archived' }],
    ['missing applicationId', { status: 'New' }],
    ['an extra field', { ...A, worker_id: 'w' }],
    ['mixed variants', { ...B, decisionSource: 'Worker' }],
    ['unknown decision maker', { ...B, decision_maker: 'Boss' }],
    ['negative version', { ...A, version: -1 }],
  ])('refuses %s', (_n, body) => expect(changeStatusInput.safeParse(body).success).toBe(false));

  it('normalizes every variant to one shape', () => {
    expect(normalizeChangeStatus(changeStatusInput.parse(A))).toEqual({ status: 'Screening', applicationId: 'a1' });
    expect(normalizeChangeStatus(changeStatusInput.parse({ ...B, version: 2 }))).toEqual({
      status: 'Rejected',
      applicationId: 'a1',
      version: 2,
      decision: { decision_maker: 'Worker', decision_reason: 'Pay', decision_notes: 'Too low' },
    });
    expect(normalizeChangeStatus(changeStatusInput.parse(C))).toEqual({
      status: 'Rejected',
      applicationId: 'a1',
      decision: { decision_maker: 'Worker', decision_reason: 'Moved', decision_notes: 'Family' },
    });
  });
});

describe('other calls of section 7', () => {
  const apply = { job_id: 'j', recruiter_id: 'r', organization_id: 'o', gw_job_id: 'g', auto_offer_consent: true };

  it('apply creates status New', () => {
    expect(applyToJobInput.parse(apply)).toEqual({ ...apply, status: 'New' });
    expect(applyToJobInput.safeParse({ ...apply, status: 'New' }).success).toBe(true);
    expect(applyToJobInput.safeParse({ ...apply, status: 'Offered' }).success).toBe(false);
    expect(applyToJobInput.safeParse({ ...apply, worker_id: 'someone-else' }).success).toBe(false);
  });

  it('ask recruiter, with worker_id when a recruiter asks', () => {
    const b = { organization_id: 'o', recruiter_id: 'r', job_id: 'j', gw_job_id: 'g' };
    expect(askRecruiterInput.safeParse(b).success).toBe(true);
    expect(askRecruiterInput.safeParse({ ...b, worker_id: 'w' }).success).toBe(true);
    expect(askRecruiterInput.safeParse({ ...b, job_id: '' }).success).toBe(false);
  });

  it('document download needs a known category', () => {
    expect(documentDownloadInput.safeParse({ documentId: 'd', category: 'resume', workerId: 'w' }).success).toBe(true);
    expect(documentDownloadInput.safeParse({ documentId: 'd', category: 'passport' }).success).toBe(false);
  });

  it('profile PDF is the profile plus name, email and phone', () => {
    const r = generateProfilePdfInput.parse({
      ...buildProfile(),
      name: 'Ann Lee',
      email: ' Ann@Example.com ',
      phone: '+1 (512) 555-0100',
    });
    expect([r.name, r.email, r.summary.profession]).toEqual(['Ann Lee', 'ann@example.com', 'Registered Nurse']);
  });

  it('assign recruiter', () => {
    expect(
      assignRecruiterInput.safeParse({ newRecruiterId: 'r2', recruiterName: 'Rob', applicationId: 'a' }).success,
    ).toBe(true);
    expect(assignRecruiterInput.safeParse({ newRecruiterId: 'r2', applicationId: 'a' }).success).toBe(false);
  });

  it('offers carry at least one term of pay, hours, schedule or location', () => {
    expect(makeOfferInput.safeParse({ applicationId: 'a', terms: { pay: { hourly_rate: 55 } } }).success).toBe(true);
    expect(
      counterOfferInput.safeParse({
        applicationId: 'a',
        terms: { hours: { hours_per_week: 40 }, schedule: { start_date: '2026-03-02' } },
      }).success,
    ).toBe(true);
    const empty = makeOfferInput.safeParse({ applicationId: 'a', terms: {} });
    expect(empty.error?.issues[0].message).toBe('An offer needs at least one term.');
    expect(makeOfferInput.safeParse({ applicationId: 'a', terms: { pay: {} } }).success).toBe(false);
    expect(makeOfferInput.safeParse({ applicationId: 'a', terms: { pay: { hourly_rate: 0 } } }).success).toBe(false);
    expect(makeOfferInput.safeParse({ applicationId: 'a', terms: { requirements: { diploma: true } } }).success).toBe(
      false,
    );
  });

  it('offer responses name a button', () => {
    expect(offerResponseInput.safeParse({ applicationId: 'a', action: 'Decline', reason: 'Pay' }).success).toBe(true);
    expect(offerResponseInput.safeParse({ applicationId: 'a', action: 'Ignore' }).success).toBe(false);
  });
});

describe('accounts and preferences', () => {
  const signup = {
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ANN@example.com',
    password: 'longenough',
    role: 'worker',
  };
  it('sign-up lowercases the email, needs 8+ characters and no admin self-service', () => {
    expect(signupInput.parse(signup).email).toBe('ann@example.com');
    expect(signupInput.safeParse({ ...signup, password: 'short' }).error?.issues[0].message).toBe(
      'Password must be at least 8 characters.',
    );
    expect(signupInput.safeParse({ ...signup, role: 'admin' }).success).toBe(false);
    expect(signupInput.safeParse({ ...signup, email: 'not-an-email' }).success).toBe(false);
  });

  it('login', () => {
    expect(loginInput.safeParse({ email: 'a@b.co', password: '12345678' }).success).toBe(true);
    expect(loginInput.safeParse({ email: 'a@b.co', password: '1234567' }).success).toBe(false);
  });

  it('requiredToApply lists known comparison rows, once each', () => {
    expect(organizationPreferencesSchema.parse({ requiredToApply: ['emr', 'state', 'emr'] })).toEqual({
      requiredToApply: ['emr', 'state'],
    });
    const bad = organizationPreferencesSchema.safeParse({ requiredToApply: ['password'] });
    expect(bad.error?.issues[0].message).toBe('This is not a field that can be required to match.');
  });

  it('pagination defaults and caps', () => {
    expect(paginationQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(paginationQuery.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
    expect(paginationQuery.safeParse({ pageSize: 1000 }).success).toBe(false);
  });
});
