// Organization dashboard inputs: team management, API keys, webhooks and the organization's profile (their words and
// constants are dashboard-messages.ts).
import { z } from 'zod';
import { emailSchema, idSchema, phoneSchema, requiredLine, text } from '../shared/common-schemas';
import { MESSAGES } from '../shared/messages';
import { JOB_STATUSES, WEBHOOK_EVENTS } from './dashboard-messages';

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
/** Roles an admin may grant on the roles page, from the least to the most privileged. */
export const STAFF_ROLES = ['recruiter', 'organization', 'admin'] as const;
/** Whether moving a user from one staff role to another gives them more rights (asks for a confirmation). */
export function raisesPrivilege(from: string, to: (typeof STAFF_ROLES)[number]): boolean {
  return STAFF_ROLES.indexOf(to) > STAFF_ROLES.indexOf(from as (typeof STAFF_ROLES)[number]);
}
/** Change a user's role. */
export const changeRoleInput = z.object({ role: z.enum(STAFF_ROLES) }).strict();
/** Create or rename an API key. */
export const apiKeyNameInput = z.object({ name: requiredLine(100) }).strict();
/**
 * Failed deliveries in a row after which a webhook is paused (issue 34, the circuit breaker): nothing more is sent to
 * a receiver that keeps timing out until the organization resumes it.
 */
export const WEBHOOK_PAUSE_AFTER = 5;
/**
 * Events a paused webhook keeps for its receiver (issue 34): they are delivered in order when it is resumed. Past this
 * many undelivered ones, newer events are not kept (an organization cannot fill the outbox with a receiver it let die).
 */
export const WEBHOOK_HELD_MAX = 500;
/** Webhooks one organization may register (issue 34: one organization's receivers cannot fill the outbox). */
export const MAX_WEBHOOKS_PER_ORG = 10;
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
