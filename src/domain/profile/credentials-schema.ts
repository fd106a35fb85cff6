// The credential wallet API: GET /api/credentials, PATCH /api/credentials/:documentId, and the recruiter's alerts.
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/pipeline';
import { CREDENTIAL_TYPES } from './credentials';
import { idSchema, stateCodeSchema, text } from '../shared/common-schemas';
import { datedSchema } from '../shared/date-range';

const credentialTypeKeys = CREDENTIAL_TYPES.map((c) => c.key) as [string, ...string[]];

/** PATCH /api/credentials/:documentId: expiry and structured fields; null clears a value. */
export const updateCredentialInput = z
  .object({
    credential: z.enum(credentialTypeKeys).nullable(),
    expiresOn: datedSchema('expiry').nullable(),
    issuedOn: datedSchema('past').nullable(),
    number: text(64).nullable(),
    state: stateCodeSchema.nullable(),
    multistate: z.boolean(),
  })
  .partial()
  .strict()
  .refine((v) => !v.issuedOn || !v.expiresOn || v.issuedOn <= v.expiresOn, {
    message: 'The expiry date must be on or after the issue date',
    path: ['expiresOn'],
  });

/** The input of PATCH /api/credentials/:documentId. */
export type UpdateCredentialInput = z.infer<typeof updateCredentialInput>;

const statusSchema = z.enum(['valid', 'expiring', 'expired', 'missing']);

/** One credential in the wallet. */
export const credentialSchema = z.object({
  documentId: idSchema,
  category: z.string(),
  name: z.string(),
  credential: z.string().nullable(),
  label: z.string(),
  expiresOn: z.string().nullable(),
  issuedOn: z.string().nullable(),
  number: z.string().nullable(),
  state: z.string().nullable(),
  multistate: z.boolean(),
  status: statusSchema.nullable(),
  statusLabel: z.string(),
});

/** A credential as the API returns it. */
export type Credential = z.infer<typeof credentialSchema>;

/** One job requirement checked against the wallet. */
export const requirementCheckSchema = z.object({
  requirement: z.string(),
  label: z.string(),
  status: statusSchema,
  statusLabel: z.string(),
  expiresOn: z.string().nullable(),
  documentId: z.string().nullable(),
});

/** GET /api/credentials. */
export const credentialWalletSchema = z.object({
  today: z.string(),
  credentials: z.array(credentialSchema),
  jobs: z.array(
    z.object({
      applicationId: idSchema,
      jobId: idSchema,
      title: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      /** Requirements missing, expired or expiring (the valid ones are left out). */
      problems: z.array(requirementCheckSchema),
    }),
  ),
});

/** The wallet as the API returns it. */
export type CredentialWallet = z.infer<typeof credentialWalletSchema>;

/** GET /api/applications/:id/credential-alerts and the pipeline's batch form. */
export const credentialAlertsSchema = z.object({
  applicationId: idSchema,
  badge: z.object({ label: z.string(), color: z.string() }).nullable(),
  alerts: z.array(requirementCheckSchema),
});

/** Credential alerts of one application. */
export type CredentialAlerts = z.infer<typeof credentialAlertsSchema>;

/** GET /api/credential-alerts: the alerts of a page of applications. */
export const credentialAlertsList = z.array(credentialAlertsSchema);
