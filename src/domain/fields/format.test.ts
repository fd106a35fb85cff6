import { describe, expect, it } from 'vitest';
import { FIELDS, displayField, fieldDef, formatField, formatKind } from './index';
import { COMPARISON_ROWS } from '../jobs';
import { formatDateTime } from '../shared';

describe('formatField', () => {
  it.each([
    ['hours_per_week', 72, 'job', '60+'],
    ['hours_per_week', 64, 'job', '60+'],
    ['hours_per_week', { min: 36, max: 72 }, 'worker', '36 - 60+'],
    ['guaranteed_hours', 64, 'job', '60+'],
    ['min_weekly_pay', 2400, 'job', '$2,400.00'],
    ['taxable_weekly', 2054.16, 'job', '$2,054.16'],
    ['hourly_rate', 1600.2, 'job', '$1,600.20'],
    ['taxable_weekly', { min: 1200, max: 1500.5 }, 'worker', '$1,200.00 - $1,500.50'],
    ['start_date', '2027-01-05', 'job', 'Jan 5, 2027'],
    ['start_date', 'asap', 'worker', 'As soon as possible'],
    ['rto_dates', ['2026-11-17', '2026-12-01'], 'worker', 'Nov 17, 2026, Dec 1, 2026'],
    ['date_posted', '2026-11-23T11:37:37Z', 'job', 'Nov 23, 2026'],
    ['on_call', { value: 'yes', label: 'Yes' }, 'worker', 'Yes'],
    ['on_call', true, 'job', 'Yes'],
    ['resume', true, 'job', 'Required'],
    ['resume', false, 'job', 'Not required'],
    ['resume', [{ _id: 'x', name: 'cv.pdf', file: 'f' }], 'worker', 'cv.pdf'],
    ['nabp_id', true, 'job', 'Required'],
    ['nabp_id', '1234567', 'worker', '1234567'],
    ['certifications', ['BLS', 'ACLS'], 'job', 'BLS, ACLS'],
    ['certifications', [], 'worker', ''],
    ['benefits', [{ value: 'dental', label: 'Dental' }], 'worker', 'Dental'],
    ['hours_per_shift', { min: 12, max: 12 }, 'worker', '12'],
    [
      'current_address',
      { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      'worker',
      '1 Main St, Austin, TX 78701',
    ],
  ] as const)('%s %j (%s) reads %j', (key, value, side, text) => {
    expect(formatField(key, value, side)).toBe(text);
  });

  it('shows an em dash for an empty value on screens', () => {
    expect(displayField('hourly_rate', null)).toBe('—');
    expect(displayField('specialty', [])).toBe('—');
  });

  it('formats a time as h:mm a after the date', () => {
    expect(formatDateTime('2026-11-23T11:37:37Z')).toBe('Nov 23, 2026 11:37 AM');
    expect(formatDateTime('2026-11-23T00:05:00Z')).toBe('Nov 23, 2026 12:05 AM');
    expect(formatDateTime('2026-11-23T13:05:00Z')).toBe('Nov 23, 2026 1:05 PM');
    expect(formatKind('datetime', 'not a date')).toBe('not a date');
  });
});

describe('the catalogue', () => {
  it('has one entry per key', () => {
    expect(new Set(FIELDS.map((x) => x.key)).size).toBe(FIELDS.length);
  });

  it('gives every comparison row its label and its job and worker paths', () => {
    for (const row of COMPARISON_ROWS) {
      const def = fieldDef(row.key);
      expect({ key: row.key, title: row.title, job: row.jobKey, worker: row.workerKey }).toEqual({
        key: row.key,
        title: def.label,
        job: def.jobPath,
        worker: def.workerPath,
      });
    }
  });
});
