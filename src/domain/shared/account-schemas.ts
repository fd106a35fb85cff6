// Account payloads and records: sign-up, login, the public user record, recruiter options.
import { z } from 'zod';
import { MESSAGES } from './messages';
import { ROLES, SIGNUP_ROLES } from './roles';
import { safeNextPath } from './routes';
import { ACCOUNT_CLOSURES } from './account-closure';
import { emailSchema, idSchema, lineText, phoneSchema, requiredLine, requiredText, text } from './common-schemas';

export const signupInput = z
  .object({
    first_name: requiredLine(100),
    last_name: requiredLine(100),
    email: emailSchema,
    password: z.string().min(8, MESSAGES.errors.passwordTooShort).max(200),
    role: z.enum(SIGNUP_ROLES),
    organization_name: lineText(200).optional(),
    phone: phoneSchema.optional(),
    /** Where the visitor was going (a path of this site); the verification link leads back there. */
    next: z
      .string()
      .max(500)
      .refine((v) => safeNextPath(v) !== null, MESSAGES.errors.badRequest)
      .optional(),
  })
  .strict()
  // An organization signs up under its own name (the person's name never becomes the employer).
  .superRefine((v, ctx) => {
    if (v.role === 'organization' && !v.organization_name?.trim())
      ctx.addIssue({
        code: 'custom',
        path: ['organization_name'],
        message: MESSAGES.validation.organizationNameRequired,
      });
  });

/** Login. */
export const loginInput = z
  .object({ email: emailSchema, password: z.string().min(8, MESSAGES.errors.passwordTooShort).max(200) })
  .strict();

/** POST /api/auth/forgot-password: asks for a reset link (answered the same whatever the email). */
export const forgotPasswordInput = z.object({ email: emailSchema }).strict();

/** POST /api/auth/reset-password: the emailed token and the new password. */
export const resetPasswordInput = z
  .object({
    token: z.string().min(10).max(200),
    password: z.string().min(8, MESSAGES.errors.passwordTooShort).max(200),
  })
  .strict();

/** The password re-entered to confirm an account change (any stored password, so no length rule but presence). */
const currentPassword = z.string().min(1, MESSAGES.account.passwordRequired).max(200);

/** POST /api/me/email: asks to move the account to a new address (confirmed by a link sent there). */
export const changeEmailInput = z.object({ email: emailSchema, password: currentPassword }).strict();

/** POST /api/me/email: the address waiting for confirmation; the current one stays in force until then. */
export const changeEmailResponse = z.object({ pending_email: z.string() });

/** POST /api/auth/confirm-email: the token of the link sent to the new address. */
export const confirmEmailChangeInput = z.object({ token: z.string().min(10).max(200) }).strict();

/** POST /api/auth/confirm-email: the address now in force. */
export const confirmEmailChangeResponse = z.object({ email: z.string() });

/** The kinds of emailed single-use link a page may check when it is opened. */
export const EMAIL_LINK_PURPOSES = ['password-reset', 'email-change', 'verify'] as const;

/** POST /api/auth/check-link: is this emailed link still usable? (Checked when its page opens; nothing is used up.) */
export const checkLinkInput = z
  .object({ token: z.string().min(1).max(200), purpose: z.enum(EMAIL_LINK_PURPOSES) })
  .strict();

/** The state of an emailed link: usable, already used, expired, or not a link of that kind at all. */
export const checkLinkResponse = z.object({ status: z.enum(['valid', 'used', 'expired', 'invalid']) });

/** An emailed link's state. */
export type LinkStatus = z.infer<typeof checkLinkResponse>['status'];

/** POST /api/me/delete: the password, re-entered. */
export const deleteAccountInput = z.object({ password: currentPassword }).strict();

/** POST /api/me/delete: what happened to the account. */
export const deleteAccountResponse = z.object({ outcome: z.enum(ACCOUNT_CLOSURES) });

/** GET /api/user/{id}: the public user record. */
export const userSchema = z.object({
  _id: idSchema.optional(),
  first_name: lineText(100),
  last_name: lineText(100),
  email: emailSchema,
  phone: phoneSchema.nullable().optional(),
  image: text(500).nullable().optional(),
});

/** A recruiter option for the selector. */
export const recruiterOptionSchema = z.object({ id: idSchema, label: requiredText(200) });

export type SignupInput = z.infer<typeof signupInput>;
export type LoginInput = z.infer<typeof loginInput>;
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
export type ChangeEmailInput = z.infer<typeof changeEmailInput>;
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;
export type User = z.infer<typeof userSchema>;
export type RecruiterOption = z.infer<typeof recruiterOptionSchema>;

/** The signed-in user, as login, signup, password reset and GET /api/auth/me answer it. */
export const meSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  email: z.string(),
  email_verified: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  image: z.string().nullable(),
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** The answer of an action that has nothing else to say. */
export const okResponse = z.object({ ok: z.literal(true) });

/** POST /api/auth/verify-email answer: whose address it was, so the page says what that role can now do. */
export const verifyEmailResponse = z.object({ ok: z.literal(true), role: z.enum(ROLES) });

/** GET /api/recruiters: the recruiters one may assign. */
export const recruiterOptionList = z.array(recruiterOptionSchema);
