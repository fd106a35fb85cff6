// The timesheet status a list row and a board card show (issue 44): the most pressing week first, else this week.
import { describe, expect, it } from 'vitest';
import { HOURS_MESSAGES as M } from '../hours/hours-messages';
import { timesheetProgress, type WeekBrief } from './progress';

const week = (week_start: string, status: WeekBrief['status'], worked_minutes: number): WeekBrief => ({
  week_start,
  status,
  worked_minutes,
});
const THIS = '2027-03-21';

describe('timesheetProgress', () => {
  it('says no hours yet on a week with nothing recorded and nothing before it', () => {
    expect(timesheetProgress([], THIS)).toEqual({
      state: 'not_started',
      week_start: THIS,
      minutes: 0,
      summary: M.listStatus.notStarted,
    });
  });

  it('gives this week’s hours so far', () => {
    expect(timesheetProgress([week(THIS, 'draft', 750)], THIS)).toMatchObject({
      state: 'in_progress',
      minutes: 750,
      summary: 'This week: 12.50 h so far',
    });
  });

  it('puts a disputed week before a due one, a due one before a submitted one, each before this week', () => {
    const weeks = [week('2027-03-07', 'submitted', 2160), week('2027-03-14', 'draft', 1440), week(THIS, 'draft', 600)];
    expect(timesheetProgress(weeks, THIS)).toMatchObject({
      state: 'due',
      week_start: '2027-03-14',
      summary: 'Timesheet due: week of Mar 14, 2027, 24.00 h',
    });
    expect(timesheetProgress([...weeks, week('2027-02-28', 'disputed', 2000)], THIS)).toMatchObject({
      state: 'disputed',
      summary: 'Timesheet disputed: week of Feb 28, 2027, 33.33 h',
    });
    expect(timesheetProgress([weeks[0]!, weeks[2]!], THIS)).toMatchObject({
      state: 'submitted',
      summary: 'Timesheet submitted: week of Mar 7, 2027, 36.00 h',
    });
  });

  it('shows the last approved week while this week has no hours yet', () => {
    expect(timesheetProgress([week('2027-03-14', 'approved', 2160), week(THIS, 'draft', 0)], THIS)).toMatchObject({
      state: 'approved',
      summary: 'Timesheet approved: week of Mar 14, 2027, 36.00 h',
    });
  });
});
