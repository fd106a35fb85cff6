import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  REMINDER_THRESHOLDS,
  checkJobCredentials,
  credentialAlerts,
  credentialBadge,
  credentialLabel,
  credentialState,
  credentialStatus,
  credentialTypeOf,
  daysLeft,
  dueReminders,
  expiredLicenceStates,
  licenceCovers,
  typicalExpiry,
  type CredentialDoc,
} from './credentials';
import { equalsText, documentRequired } from '../jobs/match';

const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('credentialState', () => {
  const expiry = '2027-03-01';
  it.each([
    [91, 'valid'],
    [90, 'expiring'],
    [30, 'expiring'],
    [1, 'expiring'],
    [0, 'expiring'],
    [-1, 'expired'],
    [-400, 'expired'],
  ] as const)('%s days left → %s', (left, state) => {
    expect(credentialState(expiry, addDays(expiry, -left))).toBe(state);
  });
  it('91 days before expiry is valid, the next day expiring', () => {
    const today = addDays(expiry, -91);
    expect(credentialState(expiry, today)).toBe('valid');
    expect(credentialState(expiry, addDays(today, 1))).toBe('expiring');
  });
  it('labels say the state in words', () => {
    expect(credentialStatus('2026-12-15', '2026-11-22').label).toBe('Expiring: 23 days left');
    expect(credentialStatus('2026-10-01', '2026-11-22').label).toBe('Expired 52 days ago');
    expect(credentialStatus('2027-08-31', '2026-11-22').label).toBe('Valid: 282 days left');
    expect(credentialStatus('2026-11-22', '2026-11-22').label).toBe('Expiring: expires today');
  });
  it('days are counted across a leap day and DST without drift', () => {
    expect(daysLeft('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysLeft('2026-11-02', '2026-10-31')).toBe(2);
  });
});

describe('dueReminders', () => {
  const expiry = '2027-03-01';
  it.each([
    [91, [], []],
    [90, [], [90]],
    [90, [90], []],
    [45, [90], []],
    [30, [90], [30]],
    [8, [90, 30], []],
    [7, [90, 30], [7]],
    [0, [90, 30, 7], [0]],
    [-10, [90, 30, 7, 0], []],
    [5, [], [7]],
    [-3, [], [0]],
  ] as const)('%s days left, sent %j → %j', (left, sent, due) => {
    expect(dueReminders(expiry, addDays(expiry, -left), sent)).toEqual(due);
  });
  it('property: walking day by day from far away sends each threshold exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 91, max: 800 }), (start) => {
        const sent: number[] = [];
        for (let left = start; left >= -30; left--) sent.push(...dueReminders(expiry, addDays(expiry, -left), sent));
        expect(sent).toEqual([...REMINDER_THRESHOLDS]);
      }),
    );
  });
});

const doc = (over: Partial<CredentialDoc>): CredentialDoc => ({
  id: 'd',
  category: 'certificates',
  name: 'BLS',
  expiresOn: null,
  meta: {},
  ...over,
});

describe('credential types and licences', () => {
  it('recognises credentials by meta, category or name', () => {
    expect(credentialTypeOf(doc({ meta: { credential: 'ACLS' } }))).toBe('ACLS');
    expect(credentialTypeOf(doc({ category: 'others', name: 'TB test.pdf' }))).toBe('TB');
    expect(credentialTypeOf(doc({ category: 'professional_licenses', name: 'State licence.pdf' }))).toBe('LICENSE');
    expect(credentialLabel(doc({ category: 'professional_licenses', meta: { state: 'GA', multistate: true } }))).toBe(
      'State licence (GA, multistate)',
    );
  });
  it('typical validity: cards two years, TB test one year, licences none', () => {
    expect(typicalExpiry('BLS', '2025-06-30')).toBe('2027-06-30');
    expect(typicalExpiry('TB', '2026-01-15')).toBe('2027-01-15');
    expect(typicalExpiry('LICENSE', '2026-01-15')).toBeNull();
  });
  it('a multistate licence from a compact state covers compact states only', () => {
    const ga = doc({ category: 'professional_licenses', meta: { state: 'GA', multistate: true } });
    expect(licenceCovers(ga, 'TX')).toBe(true);
    expect(licenceCovers(ga, 'CA')).toBe(false);
    expect(licenceCovers({ meta: { state: 'GA' } }, 'TX')).toBe(false);
    expect(licenceCovers({ meta: { state: 'CA', multistate: true } }, 'TX')).toBe(false);
  });
  it('licence states lapse only when every licence for the state expired', () => {
    const docs = [
      doc({ id: 'a', category: 'professional_licenses', meta: { state: 'GA' }, expiresOn: '2026-01-01' }),
      doc({ id: 'b', category: 'professional_licenses', meta: { state: 'TX' }, expiresOn: '2026-01-01' }),
      doc({ id: 'c', category: 'professional_licenses', meta: { state: 'TX' }, expiresOn: '2028-01-01' }),
    ];
    expect(expiredLicenceStates(docs, '2026-11-22')).toEqual(['GA']);
  });
});

describe('checkJobCredentials', () => {
  const today = '2026-11-22';
  const docs = [
    doc({ id: 'bls', name: 'BLS', expiresOn: '2026-10-01', meta: { credential: 'BLS' } }),
    doc({ id: 'acls', name: 'ACLS', expiresOn: '2026-12-15' }),
    doc({ id: 'flu', category: 'vaccinations', name: 'Influenza', expiresOn: '2027-09-30' }),
  ];
  it('reports each requirement: expired, expiring, valid, missing; licence from the profile list', () => {
    const checks = checkJobCredentials(
      { certifications: ['BLS', 'ACLS', 'PALS'], vaccinations: ['Influenza'], professional_licensure: ['GA', 'TX'] },
      docs,
      today,
      ['GA'],
    );
    expect(checks.map((c) => [c.requirement, c.status, c.statusLabel])).toEqual([
      ['BLS', 'expired', 'Expired 52 days ago'],
      ['ACLS', 'expiring', 'Expiring: 23 days left'],
      ['PALS', 'missing', 'Missing'],
      ['Influenza', 'valid', 'Valid: 312 days left'],
      ['licence:GA', 'valid', 'Valid: no expiry date'],
      ['licence:TX', 'missing', 'Missing'],
    ]);
    const alerts = credentialAlerts(checks);
    expect(alerts.map((a) => a.requirement)).toEqual(['BLS', 'ACLS']);
    expect(credentialBadge(alerts)).toEqual({ label: 'Credential expired', color: 'red' });
    expect(credentialBadge(alerts.slice(1))).toEqual({ label: 'Credential expiring', color: 'yellow' });
    expect(credentialBadge([])).toBeNull();
  });
  it('a renewed card wins over the expired one', () => {
    const checks = checkJobCredentials(
      { certifications: ['BLS'] },
      [...docs, doc({ id: 'bls2', expiresOn: '2028-10-01', meta: { credential: 'BLS' } })],
      today,
    );
    expect(checks[0]).toMatchObject({ status: 'valid', documentId: 'bls2' });
  });
});

describe('comparison ignores expired documents', () => {
  it('an expired certificate does not match a required certification', () => {
    expect(equalsText(['BLS'], [{ _id: '1', name: 'BLS', file: 'f', expired: true }])).toBe(false);
    expect(equalsText(['BLS'], [{ _id: '1', name: 'BLS', file: 'f' }])).toBe(true);
    expect(documentRequired(true, [{ _id: '1', name: 'x', file: 'f', expired: true }])).toBe(false);
  });
});
