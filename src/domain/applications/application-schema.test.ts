import { describe, expect, it } from 'vitest';
import { applicationSchema, looseStatusSchema } from './application-schema';

describe('application schema (section 3)', () => {
  const app = {
    applicationId: 'a1',
    job_id: 'j1',
    gw_job_id: 'g1',
    worker_id: 'w1',
    recruiter_id: 'r1',
    organization_id: 'o1',
    status: 'New',
  };

  it('parses with defaults', () => {
    expect(applicationSchema.parse(app)).toEqual({ ...app, auto_offer_consent: false, version: 0 });
  });

  it.each([
    ['lowercase status', { ...app, status: 'new' }],
    ['unknown status', { ...app, status: 'Archived' }],
    ['unknown offer status', { ...app, offer_status: 'Pending' }],
    ['unknown decision maker', { ...app, decision_maker: 'Admin' }],
  ])('refuses %s', (_n, v) => expect(applicationSchema.safeParse(v).success).toBe(false));

  it.each([
    ['offered', 'Offered'],
    [' HOLD ', 'Hold'],
    ['Done', 'Done'],
  ])('loose status %j → %s', (i, o) => {
    expect(looseStatusSchema.parse(i)).toBe(o);
  });
  it('loose status refuses unknown', () => expect(looseStatusSchema.safeParse('archived').success).toBe(false));
});
