// Data shared by web component tests.
import type { ApplicationListItem } from '@/domain/applications';
import { meQueryKey, type Me } from '../lib/auth';
import type { JobDetailDto } from '../features/jobs/api';

/** A signed-in recruiter of an organization. */
export const recruiterMe: Me = {
  id: 'u1',
  role: 'recruiter',
  email: 'rita@example.test',
  email_verified: true,
  first_name: 'Rita',
  last_name: 'Recruiter',
  image: null,
  organization: { id: 'o1', name: 'Acme Health' },
};

/**
 * The me query answered "no one signed in" (`renderWithProviders(ui, { seed: [NO_USER] })`): for a component that reads
 * the user but is not tested for who it is (a profile dialog keeps no draft then), so it asks the server nothing.
 */
export const NO_USER: [readonly unknown[], unknown] = [meQueryKey, null];

/** An application as the status lists and the board answer it (a New one with posted terms), with `over` applied. */
export const listItem = (over: Partial<ApplicationListItem> = {}): ApplicationListItem => ({
  applicationId: 'a1',
  status: 'New',
  offer_status: null,
  version: 1,
  worker_id: 'w1',
  worker_name: 'Ann Able',
  worker_image: null,
  job_id: 'j1',
  gw_job_id: 'GW1',
  job_title: 'ICU RN',
  profession: 'RN',
  specialty: 'ICU',
  worker_profession: 'RN',
  worker_specialties: ['ICU'],
  organization_id: 'o1',
  recruiter_id: null,
  recruiter_name: null,
  status_changed_at: '2026-11-02T15:00:00.000Z',
  match: { matched: 1, total: 1, percent: 100, other_profession: false },
  terms: {
    standing: 'posted',
    version: null,
    weekly_rate: null,
    hourly_rate: null,
    non_taxable_weekly: null,
    hours_per_week: null,
  },
  placement: null,
  extension_window: null,
  timesheet: null,
  review_due: false,
  ...over,
});

/** A job's id and its organization's in `jobDetail`. */
export const SAMPLE_JOB_ID = '22222222-2222-4222-8222-222222222222';
export const SAMPLE_ORG_ID = '33333333-3333-4333-8333-333333333333';

/** The job detail fields the apply panel reads (an open job, a verified worker who has not applied), with `over`. */
export const jobDetail = (over: Partial<JobDetailDto> = {}): JobDetailDto =>
  ({
    job: {
      _id: SAMPLE_JOB_ID,
      gw_job_id: 'GW-100042',
      organization_id: SAMPLE_ORG_ID,
      recruiter_id: null,
      is_open: true,
      requirements: {},
    },
    comparison: [],
    application: null,
    profile_completeness: 50,
    profile_complete: false,
    email_verified: true,
    application_held: false,
    required_mismatches: [],
    ...over,
  }) as unknown as JobDetailDto;
