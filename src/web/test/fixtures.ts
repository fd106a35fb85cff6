// Data shared by web component tests.
import type { ApplicationListItem } from '@/domain/applications';
import { meQueryKey, type Me } from '../lib/auth';

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
