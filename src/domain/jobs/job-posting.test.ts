import { describe, expect, it } from 'vitest';
import { jobIdLine, postingStartDate, postingValidThrough } from './job-posting';

const now = new Date('2026-11-26T10:00:00Z');

describe('postingStartDate', () => {
  it.each([
    ['2026-12-07', '2026-12-07'],
    ['2026-11-26', '2026-11-26'],
    ['2026-11-17', null],
    [undefined, null],
    ['', null],
  ])('start %j → %j', (start, expected) => {
    expect(postingStartDate(start, now)).toBe(expected);
  });
});

describe('postingValidThrough', () => {
  it('closes at the end of the start day still ahead', () => {
    const job = { schedule: { start_date: '2026-12-07' }, date_posted: '2026-11-20T08:00:00.000Z' };
    expect(postingValidThrough(job, now)).toBe('2026-12-07T23:59:59Z');
  });

  it('gives no close date when the start has passed: posted 2026-11-20, start 2026-11-17 (never before datePosted)', () => {
    const job = { schedule: { start_date: '2026-11-17' }, date_posted: '2026-11-20T08:00:00.000Z' };
    expect(postingValidThrough(job, now)).toBeNull();
  });

  it('never answers a date before datePosted, whatever the start and the clock', () => {
    for (let d = 0; d < 60; d++) {
      const at = new Date(Date.UTC(2026, 10, 1) + d * 86_400_000);
      for (const start of ['2026-11-10', '2026-11-30', '2026-12-31', undefined]) {
        const posted = new Date(at.getTime() - 5 * 3_600_000).toISOString();
        const through = postingValidThrough({ schedule: { start_date: start }, date_posted: posted }, at);
        if (through !== null) expect(Date.parse(through)).toBeGreaterThanOrEqual(Date.parse(posted));
      }
    }
  });
});

describe('jobIdLine', () => {
  it("is the product's id, then the organization's own when it gave one", () => {
    expect(jobIdLine({ gw_job_id: 'GW-1', job_id: 'REQ-7' })).toBe('GW-1 · REQ-7');
    expect(jobIdLine({ gw_job_id: 'GW-1' })).toBe('GW-1');
    expect(jobIdLine({ gw_job_id: 'GW-1', job_id: null })).toBe('GW-1');
  });

  it("never shows the product's id twice, and is empty for a job not posted yet", () => {
    expect(jobIdLine({ gw_job_id: 'GW-1', job_id: 'GW-1' })).toBe('GW-1');
    expect(jobIdLine({})).toBe('');
  });
});
