// Issue 46: a date field refuses a year no one means (0015 typed into WebKit's date field, a start in 2099), on
// every date field, through the domain schemas the forms and the server share. The clock is set: "ahead" is counted
// from it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dateRangeIssue, datedSchema, DATE_RANGES } from './date-range';
import { MESSAGES } from './messages';
import { jobInputSchema } from '../jobs/job-schema';
import { workerProfileUpdateSchema } from '../profile/worker-profile-schema';
import { updateCredentialInput } from '../profile/credentials-schema';
import { documentUploadFormFields } from '../documents/documents-schema';
import { offerTermsSchema } from '../offers/api-schemas';

const TODAY = '2026-11-28';
beforeAll(() => vi.useFakeTimers({ now: new Date(`${TODAY}T12:00:00Z`), toFake: ['Date'] }));
afterAll(() => vi.useRealTimers());

const V = MESSAGES.validation;

describe('dateRangeIssue', () => {
  it.each([
    ['work', '0015-12-01', V.dateYearFrom(1900)],
    ['work', '1899-12-31', V.dateYearFrom(1900)],
    ['work', '1900-01-01', null],
    ['work', '2027-01-15', null],
    ['work', '2036-12-31', null],
    ['work', '2037-01-01', V.dateYearUpTo(2036)],
    ['work', '2099-01-01', V.dateYearUpTo(2036)],
    ['expiry', '2056-12-31', null],
    ['expiry', '2057-01-01', V.dateYearUpTo(2056)],
    ['expiry', '0015-12-01', V.dateYearFrom(1900)],
    ['past', TODAY, null],
    ['past', '2026-11-29', V.dateNotFuture],
    ['past', '1850-06-01', V.dateYearFrom(1900)],
  ] as const)('%s %s → %s', (kind, value, expected) => {
    expect(dateRangeIssue(value, kind, TODAY)).toBe(expected);
  });

  it('leaves what is not a date to the format check', () => {
    expect(dateRangeIssue('15/01/2027', 'work', TODAY)).toBeNull();
    expect(dateRangeIssue(null, 'work', TODAY)).toBeNull();
  });

  it('counts "ahead" from the clock it is given', () => {
    expect(dateRangeIssue('2040-06-01', 'work', '2031-01-01')).toBeNull();
    expect(dateRangeIssue('2042-01-01', 'work', '2031-01-01')).toBe(V.dateYearUpTo(2041));
    expect(DATE_RANGES.work).toEqual({ minYear: 1900, yearsAhead: 10 });
  });
});

const messagesAt = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('every date field of the domain schemas', () => {
  it('a job refuses a start in 0015 and in 2099, an end and a day off out of range', () => {
    const job = {
      title: 'ICU RN',
      profession: 'Registered Nurse',
      schedule: { start_date: '0015-12-01', end_date: '2099-01-01', rto_dates: ['2027-01-15', '1800-01-01'] },
    };
    const issues = messagesAt(jobInputSchema.safeParse(job));
    expect(issues).toContainEqual(['schedule.start_date', V.dateYearFrom(1900)]);
    expect(issues).toContainEqual(['schedule.end_date', V.dateYearUpTo(2036)]);
    expect(issues).toContainEqual(['schedule.rto_dates.1', V.dateYearFrom(1900)]);
    expect(issues.filter(([p]) => p === 'schedule.rto_dates.0')).toEqual([]);
  });

  it("an offer's terms refuse a start in 2099", () => {
    const issues = messagesAt(offerTermsSchema.safeParse({ schedule: { start_date: '2099-01-01' } }));
    expect(issues).toEqual([['schedule.start_date', V.dateYearUpTo(2036)]]);
  });

  it("a worker's availability refuses a start in 0015 and in 2099 ('asap' stays allowed)", () => {
    const at = (start: string) =>
      messagesAt(workerProfileUpdateSchema.safeParse({ shiftAndScheduling: { start_date_setting: start } }));
    expect(at('0015-12-01')).toEqual([['shiftAndScheduling.start_date_setting', V.dateYearFrom(1900)]]);
    expect(at('2099-01-01')).toEqual([['shiftAndScheduling.start_date_setting', V.dateYearUpTo(2036)]]);
    expect(at('asap')).toEqual([]);
    expect(at('2027-01-15')).toEqual([]);
  });

  it('a credential refuses an expiry in 0015 and an issue date in the future; a document upload an expiry in 0015', () => {
    expect(messagesAt(updateCredentialInput.safeParse({ expiresOn: '0015-12-01' }))).toEqual([
      ['expiresOn', V.dateYearFrom(1900)],
    ]);
    expect(messagesAt(updateCredentialInput.safeParse({ issuedOn: '2027-01-15' }))).toEqual([
      ['issuedOn', V.dateNotFuture],
    ]);
    expect(updateCredentialInput.safeParse({ issuedOn: '2020-01-15', expiresOn: '2028-01-15' }).success).toBe(true);
    expect(messagesAt(documentUploadFormFields.safeParse({ category: 'resume', expiresOn: '0015-12-01' }))).toEqual([
      ['expiresOn', V.dateYearFrom(1900)],
    ]);
  });

  it('datedSchema keeps the format message for what is not a date', () => {
    const r = datedSchema('work').safeParse('2027-13-45');
    expect(r.success).toBe(false);
  });
});
