// The schemas of signing a contract (issue 31): the signature, the payload a signer sends and the contract as both
// sides see it (the rules: contract-signing.ts, which the contract's card reads without zod).
import { z } from 'zod';
// Side effect: the domain's zod error map, so no default validator text reaches a person.
import '../shared/validation';
import { safeString } from '../shared/common-schemas';
import { CONTRACT_MESSAGES as M } from './contract-messages';
import { contractContentSchema } from './contract-content';
import { CONTRACT_SIDES, CONTRACT_STATUSES } from './placement-states';
import { MAX_DRAWN_SIGNATURE_CHARS } from './contract-signing';

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** The signature itself: a typed name, or a drawing (PNG data URL) made on the signature pad. */
export const contractSignatureSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('typed'),
    value: safeString().trim().min(1, { message: M.signatureRequired }).max(200),
  }),
  z.object({
    kind: z.literal('drawn'),
    value: z
      .string()
      .min(1, { message: M.drawingRequired })
      .max(MAX_DRAWN_SIGNATURE_CHARS, { message: M.drawingTooLarge })
      .regex(PNG_DATA_URL, { message: M.drawingInvalid }),
  }),
]);

export type ContractSignature = z.infer<typeof contractSignatureSchema>;

/** POST /api/applications/:id/contract/sign and …/countersign. */
export const signContractInput = z
  .object({
    /** Explicit consent to sign electronically: must be true. */
    consent: z.literal(true, { message: M.consentRequired }),
    fullName: safeString().trim().min(1, { message: M.fullNameRequired }).max(200),
    signature: contractSignatureSchema,
  })
  .strict();

export type SignContractInput = z.infer<typeof signContractInput>;

/** One signature as both sides see it (no IP or user agent on screen: those are in the PDF's audit trail). */
export const contractSignatureView = z.object({
  side: z.enum(CONTRACT_SIDES),
  full_name: z.string(),
  signed_at: z.string(),
  document_sha256: z.string(),
});

/** GET /api/applications/:id/contract: the live contract (or the last void one), or null before any acceptance. */
export const contractView = z.object({
  id: z.string(),
  application_id: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  offer_version: z.number().int().nullable(),
  content: contractContentSchema,
  draft_sha256: z.string().nullable(),
  signed_sha256: z.string().nullable(),
  void_reason: z.string().nullable(),
  voided_at: z.string().nullable(),
  signatures: z.array(contractSignatureView),
  /** What the caller may do now. */
  can_sign: z.boolean(),
  can_countersign: z.boolean(),
  /** Where the caller downloads the PDF (draft while unsigned, sealed once signed). */
  pdf_url: z.string(),
  created_at: z.string(),
});

export type ContractView = z.infer<typeof contractView>;

export const contractResponse = z.object({ contract: contractView.nullable() });

export type ContractResponse = z.infer<typeof contractResponse>;

/** POST …/contract/sign and …/countersign: the contract and its status after the signature. */
export const signContractResponse = z.object({ contract_id: z.string(), status: z.enum(CONTRACT_STATUSES) });
