// What the settings page (/dashboard/settings) shows a person and reads for it: the organization's profile, its
// reference questions and contract clauses for those who manage the organization, the onboarding items for those who
// manage its jobs, and everyone's own name and phone. One place for the page and its prefetch (router.tsx), with which
// the server draws the page on a first view.
import { orgProfileQuery, ownSettingsQuery } from '../../features/dashboard/api';
import { contractClausesQuery, referenceQuestionsQuery } from '../../features/dashboard/placement-api';
import { orgJobOptionsQuery, templatesQuery } from '../../features/onboarding/api';
import { settingsShown, type SettingsReader } from '../../features/dashboard/settings-shown';

/** The reads of the parts the person sees (each part's own query, shared with it by key). */
export function settingsReads(me: SettingsReader) {
  const shown = settingsShown(me);
  return [
    ownSettingsQuery(),
    ...(shown.organization ? [orgProfileQuery(), referenceQuestionsQuery(), contractClausesQuery()] : []),
    ...(shown.onboarding ? [orgJobOptionsQuery(''), templatesQuery(null)] : []),
  ];
}
