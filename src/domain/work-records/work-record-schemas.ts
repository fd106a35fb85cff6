// The work record's API shapes (issue 45): the facts a record states (frozen when issued), the download's choice,
// the public verification answer, the worker's list and the attachment of a record to an application.
import { z } from 'zod';
import '../shared/validation';
import { uuidSchema } from '../shared/common-schemas';
import { chosenFile } from '../documents/upload-file';
import { WORK_RECORD_MESSAGES } from './work-record-messages';

const row = z.object({ label: z.string(), value: z.string() });

/** What a record states, frozen in `work_records.facts` when it is issued. */
export const workRecordFactsSchema = z.object({
  worker_name: z.string(),
  organization_name: z.string(),
  facility: z.string().nullable(),
  profession: z.string(),
  specialty: z.string(),
  job_title: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  approved_minutes: z.number().int(),
  /** The organization's review of the worker and her reply, only when she chose to include it. */
  review: z
    .object({
      scores: z.array(row),
      comments: z.string().nullable(),
      rehire: z.string(),
      reply: z.string().nullable(),
    })
    .nullable(),
});
export type WorkRecordFacts = z.infer<typeof workRecordFactsSchema>;

export const workRecordParams = z.object({ id: uuidSchema });
export const verifyPageParams = z.object({ recordId: z.string().max(64) });

/** GET /api/applications/{id}/work-record: `include_review=true` adds her review with her reply. */
export const workRecordQuery = z.object({
  include_review: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** A record as its verification shows it to anyone. */
export const publicWorkRecord = z.object({
  id: z.string(),
  issued_at: z.string(),
  sha256: z.string(),
  verify_url: z.string(),
  facts: workRecordFactsSchema,
});
export type PublicWorkRecord = z.infer<typeof publicWorkRecord>;

/** POST /api/work-records/verify and the verification page: genuine and unchanged, and what it states. */
export const verifyWorkRecordResponse = z.object({
  genuine: z.boolean(),
  record: publicWorkRecord.nullable(),
});
export type VerifyWorkRecordResponse = z.infer<typeof verifyWorkRecordResponse>;

/**
 * POST /api/work-records/verify as the verification page's form sends it (multipart): a file is chosen. Whether it is a
 * readable PDF, and the one CareLink issued, only the route can tell from its bytes.
 */
export const verifyWorkRecordInput = z.object({ file: chosenFile(WORK_RECORD_MESSAGES.verify.fileRequired) });

/** One of the worker's records (her profile's "Verified assignments"). */
export const workRecordItem = publicWorkRecord.extend({
  application_id: z.string(),
  includes_review: z.boolean(),
  attached_to: z.array(z.string()),
});
export type WorkRecordItem = z.infer<typeof workRecordItem>;

export const workRecordListQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const workRecordListResponse = z.object({
  items: z.array(workRecordItem),
  next_cursor: z.string().nullable(),
});
export type WorkRecordListResponse = z.infer<typeof workRecordListResponse>;

/** POST /api/applications/{id}/work-records: attach one of her records in place of a reference. */
export const attachWorkRecordInput = z.object({ record_id: uuidSchema });
export type AttachWorkRecordInput = z.infer<typeof attachWorkRecordInput>;

/** The records attached to an application (the worker and the organization's side see them). */
export const attachedWorkRecordsResponse = z.object({
  application_id: z.string(),
  items: z.array(publicWorkRecord),
});
export type AttachedWorkRecordsResponse = z.infer<typeof attachedWorkRecordsResponse>;
