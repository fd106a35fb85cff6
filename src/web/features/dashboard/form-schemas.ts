// The dashboard's forms' schemas (domain/organizations/dashboard.ts), each fetched when its form is first edited
// (lib/lazy-schema.ts): the sections', the settings' and the invitation's first views load no zod. One lazySchema per
// schema, so two forms of one schema (create and rename an API key) fetch it once.
import type { z } from 'zod';
import { lazySchema } from '../../lib/lazy-schema';

type DashboardSchemas = typeof import('@/domain/organizations/dashboard');
const fromDashboard = (pick: (m: DashboardSchemas) => z.ZodType) =>
  lazySchema(() => import('@/domain/organizations/dashboard').then(pick));

export const DASHBOARD_FORM_SCHEMAS = {
  inviteRecruiter: fromDashboard((m) => m.inviteRecruiterInput),
  reassign: fromDashboard((m) => m.reassignInput),
  apiKeyName: fromDashboard((m) => m.apiKeyNameInput),
  webhook: fromDashboard((m) => m.webhookInput),
  acceptInvitation: fromDashboard((m) => m.acceptInvitationInput),
  organizationProfile: fromDashboard((m) => m.organizationProfileInput),
  ownSettings: fromDashboard((m) => m.ownSettingsInput),
};
