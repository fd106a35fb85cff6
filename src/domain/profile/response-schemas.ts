// Answers of the worker profile calls, shared by server (response validation) and web (types are z.infer).
import { z } from 'zod';
import { workerProfileSchema } from './worker-profile-schema';
import { PROFILE_DIALOGS, type DialogKind } from './profile-dialogs';

const dialogKinds = PROFILE_DIALOGS.map((d) => d.kind) as [DialogKind, ...DialogKind[]];

/** GET /api/worker-profile/completeness: the percent and each missing item with the dialog that fills it. */
export const completenessResponse = z.object({
  percent: z.number().int().min(0).max(100),
  missing: z.array(z.object({ key: z.string(), title: z.string(), component: z.enum(dialogKinds) })),
});

/** What GET and PUT /api/worker-profile answer: the profile, its version, completeness and the profession flag. */
export const workerProfileResponse = z.object({
  profile: workerProfileSchema,
  version: z.number().int(),
  completeness: completenessResponse,
  isPharmacy: z.boolean(),
});

export type Completeness = z.infer<typeof completenessResponse>;
export type WorkerProfileResponse = z.infer<typeof workerProfileResponse>;
