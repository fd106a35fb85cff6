// Which parts of the settings page (/dashboard/settings) a person sees: the organization's (its profile, reference
// questions and contract clauses) to those who manage it, its onboarding items to those who manage its jobs; everyone
// sees their own name and phone. The settings section, the page and its prefetch (app/pages/org-settings-parts.ts) ask here.
import { can, type Role } from '@/domain/shared';

export interface SettingsReader {
  role: Role;
  organization: unknown;
}

export function settingsShown(me: SettingsReader) {
  return {
    organization: !!me.organization && can(me.role, 'organization.manage'),
    onboarding: !!me.organization && can(me.role, 'jobs.manage'),
  };
}
