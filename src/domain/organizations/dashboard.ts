// Organization dashboard inputs: team management, API keys, webhooks and the organization's profile (their words,
// constants and rules are dashboard-messages.ts, which the dashboard's first views read without zod).
import { z } from 'zod';
import { emailSchema, idSchema, phoneSchema, requiredLine, text } from '../shared/common-schemas';
import { MESSAGES } from '../shared/messages';
import { JOB_STATUSES, STAFF_ROLES, WEBHOOK_EVENTS } from './dashboard-messages';

/** Invite a recruiter. */
export const inviteRecruiterInput = z.object({ email: emailSchema }).strict();
/** Accept an invitation: the invitee's name and password. */
export const acceptInvitationInput = z
  .object({
    token: z.string().min(10).max(200),
    first_name: requiredLine(100),
    last_name: requiredLine(100),
    password: z.string().min(8, MESSAGES.errors.passwordTooShort).max(200),
  })
  .strict();
/** Change a job's status. */
export const jobStatusInput = z.object({ status: z.enum(JOB_STATUSES) }).strict();
/** Activate or deactivate a team member. */
export const setActiveInput = z.object({ active: z.boolean() }).strict();
/** Move every application of one recruiter to another. */
export const reassignInput = z.object({ toRecruiterId: idSchema }).strict();
/** Change a user's role. */
export const changeRoleInput = z.object({ role: z.enum(STAFF_ROLES) }).strict();
/** Create or rename an API key. */
export const apiKeyNameInput = z.object({ name: requiredLine(100) }).strict();
/** Register a webhook. */
export const webhookInput = z
  .object({
    url: z.string().trim().max(500),
    events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length),
  })
  .strict();
/** The organization's profile. */
export const organizationProfileInput = z
  .object({
    name: requiredLine(200),
    contact_email: z.union([emailSchema, z.literal('')]).optional(),
    contact_phone: phoneSchema.optional(),
    logo: text(500).optional(),
  })
  .strict();
/** The signed-in user's own settings. */
export const ownSettingsInput = z
  .object({ first_name: requiredLine(100), last_name: requiredLine(100), phone: phoneSchema.optional() })
  .strict();
/** Change password. */
export const changePasswordInput = z
  .object({
    current_password: z.string().min(1, MESSAGES.account.passwordRequired).max(200),
    new_password: z.string().min(8, MESSAGES.errors.passwordTooShort).max(200),
  })
  .strict();
