// The dashboard's timesheets waiting for approval (issue 44): one page of the caller's placements' submitted weeks,
// oldest first; refetched with the dashboard's figures (the live map's ['dashboard'] key).
import { useQuery } from '@tanstack/react-query';
import type { WeekStatus } from '@/domain/timesheets';
import { timesheetApprovalsQuery } from './card-queries';

/** The caller's weeks of `status` (submitted: waiting for approval), oldest submission first. */
export const useTimesheetApprovals = (status: WeekStatus = 'submitted') => useQuery(timesheetApprovalsQuery(status));

/** The organization's weeks of `status` as CSV for payroll (one row per worker-week-line). */
export const timesheetsCsvUrl = (status: WeekStatus = 'approved') => `/api/timesheets.csv?status=${status}`;
