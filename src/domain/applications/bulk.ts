// Bulk actions on a status list (issue 22): many applications, one action. The server moves each application in its
// own transaction through the one status-move use case and answers which rows moved and which were refused, and why.
import { z } from 'zod';
import { applicationStatusSchema, decisionMakerSchema } from './application-schema';
import { idSchema, text, versionSchema } from '../shared/common-schemas';
import { MESSAGES } from '../shared/messages';

/** Most applications one bulk action may name (a few pages of a status list). */
export const BULK_MAX = 100;

/** One selected application, with the version the list showed (a row changed since is refused as stale). */
const bulkTarget = z.object({ applicationId: idSchema, version: versionSchema }).strict();

const targets = z
  .array(bulkTarget)
  .min(1)
  .max(BULK_MAX)
  .refine((rows) => new Set(rows.map((r) => r.applicationId)).size === rows.length, {
    message: MESSAGES.errors.bulkDuplicate,
  });

/** POST /api/application-journey/bulk: a status move (with one decision for the batch) or a recruiter assignment. */
export const bulkActionInput = z.discriminatedUnion('action', [
  z
    .object({
      action: z.literal('status'),
      applications: targets,
      status: applicationStatusSchema,
      decision_maker: decisionMakerSchema.optional(),
      decision_reason: text(500).optional(),
      decision_notes: text(2000).optional(),
    })
    .strict(),
  z.object({ action: z.literal('assign'), applications: targets, newRecruiterId: idSchema }).strict(),
]);

/** A bulk action payload. */
export type BulkActionInput = z.infer<typeof bulkActionInput>;

/** POST /api/application-journey/bulk answer: the rows that changed and each refused row with the rule's message. */
export const bulkActionResultSchema = z.object({
  changed: z.array(z.object({ applicationId: idSchema, status: applicationStatusSchema, version: z.number().int() })),
  refused: z.array(z.object({ applicationId: idSchema, error: z.string(), message: z.string() })),
});

/** A bulk action answer. */
export type BulkActionResult = z.infer<typeof bulkActionResultSchema>;
