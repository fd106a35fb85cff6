// The schemas of an extension (issue 45): the window as answered to the pages, and a proposal's payload; the rules
// (the window, who may propose, the terms in force): extension.ts, which the job pages read without zod.
import { z } from 'zod';
// Side effect: the domain's zod error map, so no default validator text reaches a person.
import '../shared/validation';
import { isoDateSchema, versionSchema } from '../shared/common-schemas';
import { jobHoursSchema, jobPaySchema } from '../jobs/job-schema';

/** The extension window of an assignment's dates on a day (what list rows carry, and extensionWindow answers). */
export const extensionWindowSchema = z.object({
  standing: z.enum(['before', 'open', 'after', 'ended', 'unknown']),
  /** First day of the window (YYYY-MM-DD), null without both dates. */
  opens_on: z.string().nullable(),
  /** Last day of the window, null without both dates. */
  closes_on: z.string().nullable(),
  /** True while an extension may be proposed: from the window's first day through the current end date. */
  may_propose: z.boolean(),
});

/** The extension window of an assignment's dates on `today` (YYYY-MM-DD). */
export type ExtensionWindow = z.infer<typeof extensionWindowSchema>;

/** The terms an extension may change besides its end date: pay and hours. */
export const extensionTermsSchema = z
  .object({ pay: jobPaySchema.strict().optional(), hours: jobHoursSchema.strict().optional() })
  .strict();

/** POST /api/applications/{id}/extension: the new end date and, optionally, changed terms. */
export const proposeExtensionInput = z
  .object({ end_date: isoDateSchema, terms: extensionTermsSchema.optional(), version: versionSchema })
  .strict();

/** An extension proposal. */
export type ProposeExtensionInput = z.infer<typeof proposeExtensionInput>;
