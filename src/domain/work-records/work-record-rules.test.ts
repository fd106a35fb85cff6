// The work record's rules (issue 45), table-driven: when it is issued, the approved hours it states, how an attached
// record counts as a reference, and the record number a PDF names.
import { describe, expect, it } from 'vitest';
import {
  RECORD_MARKER,
  approvedHoursLabel,
  approvedMinutes,
  canAttachWorkRecord,
  canIssueWorkRecord,
  countedReferences,
  recordDates,
  recordEndDate,
  recordIdOfPdfText,
} from './index';

describe('work record rules', () => {
  it.each([
    ['Done', true, false],
    ['Working', false, false],
    ['Onboarding', false, true],
    ['New', false, true],
    ['Cleared', false, false],
    ['Rejected', false, false],
  ])('%s: issued %s, attachable %s', (status, issued, attachable) => {
    expect([canIssueWorkRecord(status), canAttachWorkRecord(status)]).toEqual([issued, attachable]);
  });

  it.each([
    ['2027-05-30', null, '2027-05-30'],
    ['2027-05-30', '2027-04-12', '2027-04-12'],
    [null, '2027-04-12', '2027-04-12'],
    [null, null, null],
  ])('agreed end %s, ended early on %s: the record states %s as the last day', (agreed, ended, stated) => {
    expect(recordEndDate(agreed, ended)).toBe(stated);
  });

  it('counts the worked minutes of approved weeks only', () => {
    const weeks = [
      { status: 'approved', workedMinutes: 2160 },
      { status: 'approved', workedMinutes: 2430 },
      { status: 'submitted', workedMinutes: 720 },
      { status: 'disputed', workedMinutes: 600 },
      { status: 'draft', workedMinutes: 300 },
    ];
    expect(approvedMinutes(weeks)).toBe(4590);
    expect(approvedHoursLabel(4590)).toBe('76.50 h');
    expect(approvedMinutes([])).toBe(0);
  });

  it('counts each attached record as a named and answered reference', () => {
    expect(countedReferences({ named: 2, received: 1 }, 0)).toEqual({ named: 2, received: 1 });
    expect(countedReferences({ named: 0, received: 0 }, 2)).toEqual({ named: 2, received: 2 });
  });

  it('reads the record number a PDF names, and nothing else', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(recordIdOfPdfText(`/Keywords (${RECORD_MARKER}${id})`)).toBe(id);
    expect(recordIdOfPdfText(`/Keywords (${RECORD_MARKER}not-an-id)`)).toBeNull();
    expect(recordIdOfPdfText('no marker')).toBeNull();
  });

  it('states the dates as a range, one side, or a dash', () => {
    expect(recordDates('2027-03-01', '2027-05-31')).toBe('Mar 1, 2027 – May 31, 2027');
    expect(recordDates('2027-03-01', null)).toBe('Mar 1, 2027');
    expect(recordDates(null, null)).toBe('—');
  });
});
