// Account payloads and records: sign-up, login, the public user record, recruiter options.
import { z } from 'zod';
import { MESSAGES } from './messages';
import { SIGNUP_ROLES } from './roles';
import { safeNextPath } from './routes';
import { emailSchema, idSchema, phoneSchema, requiredText, text } from './common-schemas';

export const signupInput = z
  .object({
    first_name: requiredText(100),
    last_name: requiredText(100),
    email: emailSchema,
    password: z.string().min(8, MESSAGES.errors.passwordTooShort).max(200),
    role: z.enum(SIGNUP_ROLES),
    organization_name: text(200).optional(),
    phone: phoneSchema.optional(),
    /** Where the visitor was going (a path of this site); the verification link leads back there. */
    next: z
      .string()
      .max(500)
      .refine((v) => safeNextPath(v) !== null, MESSAGES.errors.badRequest)
      .optional(),
  })
  .strict();

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

/** GET /api/user/{id}: the public user record. */
export const userSchema = z.object({
  _id: idSchema.optional(),
  first_name: text(100),
  last_name: text(100),
  email: emailSchema,
  phone: phoneSchema.nullable().optional(),
  image: text(500).nullable().optional(),
});

/** A recruiter option for the selector. */
export const recruiterOptionSchema = z.object({ id: idSchema, label: requiredText(200) });

export type SignupInput = z.infer<typeof signupInput>;
export type LoginInput = z.infer<typeof loginInput>;
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
export type User = z.infer<typeof userSchema>;
export type RecruiterOption = z.infer<typeof recruiterOptionSchema>;
