// /dashboard/preferences: the organization's preferences (a dashboard section; its first view's reads: ../section-reads.ts).
export { PreferencesSection as Component } from '../components/preferences-section';
