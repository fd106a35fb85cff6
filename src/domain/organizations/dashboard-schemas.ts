// Answers of the dashboard's routes (organization jobs, team, settings, figures): the server answers with them and
// the web app's types are inferred from them.
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/pipeline';
import { jobSchema } from '../jobs/job-schema';
import { ROLES } from '../shared/roles';
import { JOB_STATUSES, WEBHOOK_EVENTS } from './dashboard-messages';

/** One of the organization's jobs, with its status. */
export const orgJobSchema = jobSchema.extend({ status: z.enum(JOB_STATUSES) });
export type OrgJob = z.infer<typeof orgJobSchema>;

/** GET /api/org/jobs. */
export const orgJobPage = z.object({
  items: z.array(orgJobSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type OrgJobPage = z.infer<typeof orgJobPage>;

/** GET and PUT /api/org/profile. */
export const orgProfileSchema = z.object({
  name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  logo: z.string(),
});
export type OrgProfile = z.infer<typeof orgProfileSchema>;

/** GET and PUT /api/me/settings. */
export const ownSettingsSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type OwnSettings = z.infer<typeof ownSettingsSchema>;

const status = z.enum(APPLICATION_STATUSES);
/** GET /api/dashboard/summary. */
export const dashboardSummarySchema = z.object({
  scope: z.enum(['organization', 'recruiter', 'all']),
  total: z.number(),
  pipeline: z.array(z.object({ status, count: z.number() })),
  applicationsThisWeek: z.number(),
  medianDaysToOffer: z.number().nullable(),
  medianDaysInStatus: z.array(z.object({ status, days: z.number().nullable() })),
  funnel: z.array(z.object({ status, count: z.number() })),
  activity: z.array(
    z.object({
      id: z.string(),
      applicationId: z.string(),
      workerId: z.string(),
      gwJobId: z.string(),
      workerName: z.string(),
      jobTitle: z.string(),
      fromStatus: status.nullable(),
      toStatus: status,
      at: z.string(),
    }),
  ),
  assigned: z.array(
    z.object({
      id: z.string(),
      status,
      workerId: z.string(),
      gwJobId: z.string(),
      workerName: z.string(),
      jobTitle: z.string(),
      statusChangedAt: z.string(),
    }),
  ),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** A member of the organization's team. */
export const teamMemberSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  active: z.boolean(),
  assigned: z.number(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/org/members: the team and its pending invitations. */
export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(z.object({ email: z.string(), expiresAt: z.string() })),
});

/** A user as the admin's staff list shows it. */
export const staffUserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  organization_name: z.string().nullable(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** GET /api/admin/users. */
export const staffUserPage = z.object({ items: z.array(staffUserSchema), total: z.number() });

/** GET and PUT /api/org/preferences. */
export const orgPreferencesSchema = z.object({ requiredToApply: z.array(z.string()) });
/** POST /api/org/invitations, 201. */
export const invitationSentSchema = z.object({ email: z.string() });
/** POST /api/org/members/:id/reassign. */
export const reassignedSchema = z.object({ moved: z.number() });
/** GET /api/invitations/:token. */
export const invitationInfoSchema = z.object({ email: z.string(), organization_name: z.string() });

/** An API key as its organization sees it (never the key itself, shown once at creation). */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
/** GET /api/org/api-keys. */
export const apiKeyList = z.array(apiKeySchema);
/** POST /api/org/api-keys, 201: the key, shown this once. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });

/** A webhook of the organization. */
export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  /** When the circuit breaker paused it (null: sending), and the failed deliveries in a row behind that. */
  pausedAt: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;
/** GET /api/org/webhooks. */
export const webhookList = z.array(webhookSchema);
/** POST /api/org/webhooks, 201: the signing secret, shown this once. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });

/** One delivery attempt of a webhook. */
export const webhookDeliverySchema = z.object({
  id: z.number(),
  event: z.string(),
  attempt: z.number(),
  responseStatus: z.number().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
/** GET /api/org/webhooks/:id/deliveries. */
export const webhookDeliveryList = z.array(webhookDeliverySchema);
