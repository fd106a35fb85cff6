// POST /api/ask-recruiter.
import { z } from 'zod';
import { idSchema } from '../shared/common-schemas';

/**
 * POST /api/ask-recruiter (worker_id only when a recruiter asks). A chat starts with its first message: with
 * `message`, the chat is created when needed and the message stored with it in one transaction; without it, the
 * call only answers the existing chat's id (null when there is none yet) and creates nothing.
 */
export const askRecruiterInput = z
  .object({
    organization_id: idSchema,
    recruiter_id: idSchema.nullable().optional(),
    job_id: idSchema,
    gw_job_id: idSchema,
    worker_id: idSchema.optional(),
    /** The first message; its rules (trimmed, 1 to 2000 characters) are parseChatMessageBody's. */
    message: z.string().max(10_000).optional(),
  })
  .strict();
export type AskRecruiterInput = z.infer<typeof askRecruiterInput>;

/** GET /api/messages/unread: the signed-in person's unread messages over every chat. */
export const unreadMessagesSchema = z.object({ unread: z.number().int() });
