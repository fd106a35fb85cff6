// Organization preferences.
import { z } from 'zod';
import { COMPARISON_ROW_KEYS } from '../jobs/comparison-rows';
import { MESSAGES } from '../shared/messages';
// Side effect: the domain's zod error map, so no default validator text reaches a person.
import '../shared/validation';

/** Organization preferences: comparison row keys that must match before applying. */
export const organizationPreferencesSchema = z
  .object({
    requiredToApply: z
      .array(
        z.string().refine((k) => COMPARISON_ROW_KEYS.includes(k), { message: MESSAGES.errors.unknownComparisonField }),
      )
      .max(100)
      .transform((keys) => [...new Set(keys)]),
  })
  .strict();

export type OrganizationPreferences = z.infer<typeof organizationPreferencesSchema>;
