// What each of the dashboard's sections reads for its first view (/dashboard/<section>; the settings have their parts:
// app/pages/org-settings-parts.ts): each part's own query, shared with it by key. One place for the section and its
// prefetch (router.tsx), with which the server draws the section's page on a first view.
import type { DashboardChild, Role } from '@/domain/shared';
import { apiKeysQuery, membersQuery, orgJobsQuery, preferencesQuery, staffUsersQuery, webhooksQuery } from './api';

/** A dashboard section with a page of its own beside the settings. */
export type DashboardSection = Exclude<DashboardChild, 'settings'>;

/** The reads of `section`'s first view, for a person of `role` (an admin's role assignments list the staff). */
export function sectionReads(section: DashboardSection, role: Role) {
  switch (section) {
    case 'opportunities-manager':
      return [orgJobsQuery(1, '')];
    case 'preferences':
      return [preferencesQuery()];
    case 'recruiter-management':
      return [membersQuery()];
    case 'api-keys':
      return [apiKeysQuery(), webhooksQuery()];
    case 'roles-permission':
      return role === 'admin' ? [staffUsersQuery(1)] : [];
  }
}
