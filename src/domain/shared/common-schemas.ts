// Building blocks shared by the entity and payload schemas.
import { z } from 'zod';
import { STATE_CODES } from './us-states';
import { MESSAGES } from './messages';
// Side effect: the domain's zod error map, so no default validator text reaches a person.
import './validation';

/**
 * Control characters no text field accepts: the C0 controls except tab and line feed, DEL, the C1 controls, and a
 * carriage return that does not start a CRLF pair (a browser's form post sends a textarea's newlines as CRLF; text()
 * stores them as LF). NUL in particular is refused by PostgreSQL and must never reach it.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/;

/** True when a string holds a control character other than tab and newline (LF, or CRLF). */
export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);

/**
 * A lone UTF-16 surrogate (half of an emoji or rare symbol, e.g. `"\ud800"` in JSON): not a character at all, and
 * refused by PostgreSQL inside JSON. Every string is refused with one message when it holds one (never replaced).
 */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a string holds a lone UTF-16 surrogate (it is not well-formed Unicode). */
export const hasLoneSurrogate = (value: string): boolean => LONE_SURROGATE.test(value);

/** The string with each CRLF newline as LF. */
export const normalizeNewlines = (value: string): string => value.replace(/\r\n/g, '\n');

/**
 * A string with CRLF newlines turned into LF and no other control character than tab and newline (the base of every
 * text field): a lone carriage return is refused.
 */
/**
 * One schema per argument, built on first use and shared by every field that asks for it (zod schemas are immutable:
 * each method returns a new one). Each text field built its own chain of five or six schemas when its module loaded;
 * the profile page's forms built hundreds (~150 ms on a phone in its first view).
 */
function sharedPerArgument<T>(build: (max: number) => T): (max?: number) => T {
  const made = new Map<number, T>();
  return (max = 200) => {
    let schema = made.get(max);
    if (schema === undefined) made.set(max, (schema = build(max)));
    return schema;
  };
}

let safeStringSchema: ReturnType<typeof buildSafeString> | undefined;
const buildSafeString = () =>
  z
    .string()
    .overwrite(normalizeNewlines)
    // After normalising, any carriage return left was a lone one ('\r\r\n' leaves '\r\n').
    .refine((v) => !hasControlCharacters(v) && !v.includes('\r'), { message: MESSAGES.errors.controlCharacters })
    .refine((v) => !hasLoneSurrogate(v), { message: MESSAGES.errors.brokenCharacters });
export const safeString = () => (safeStringSchema ??= buildSafeString());

/** A trimmed string of at most `max` characters, without control characters. */
export const text = /* @__PURE__ */ sharedPerArgument((max) => safeString().trim().max(max));

/** A trimmed, non-empty string of at most `max` characters, without control characters. */
export const requiredText = /* @__PURE__ */ sharedPerArgument((max) => safeString().trim().min(1).max(max));

/**
 * A line break or tab (LF, CR, U+2028/U+2029): a name or a title is one line, else it stands as separate lines in an
 * email ("Bcc: …" in an invitation body) or a CSV cell.
 */
export const LINE_BREAK = /[\t\n\r\u2028\u2029]/;

/** True when a string holds a line break or a tab (a name or title may not). */
export const hasLineBreak = (value: string): boolean => LINE_BREAK.test(value);

/** A name or title: text() on one line (no control character, no line break, no tab), at most `max` characters. */
export const lineText = /* @__PURE__ */ sharedPerArgument((max) =>
  text(max).refine((v) => !hasLineBreak(v), { message: MESSAGES.errors.singleLine }),
);

/** A required name or title: requiredText() on one line. */
export const requiredLine = /* @__PURE__ */ sharedPerArgument((max) =>
  requiredText(max).refine((v) => !hasLineBreak(v), { message: MESSAGES.errors.singleLine }),
);

/**
 * A database id (8-4-4-4-12 hex digits, what PostgreSQL's uuid type reads): a query or path parameter naming a row.
 * Anything else is a 400 before the database is asked (it would answer "invalid input syntax for type uuid").
 */
export const uuidSchema = z.guid();

/** A record id (opaque, trimmed, 1–64 characters). */
export const idSchema = safeString().trim().min(1).max(64);

/** A list of short strings, trimmed, at most `max` items. */
export const textList = (max = 50, len = 100) => z.array(requiredText(len)).max(max);

/** A US state postal code. */
export const stateCodeSchema = z.enum(STATE_CODES as [string, ...string[]]);

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

/** A date or a date-time with offset (what the server returns for timestamps). */
export const dateOrDateTimeSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** An amount of money > 0 (form numbers must be above 0, spec section 5). */
export const moneySchema = z.number().positive().max(1_000_000);

/** Weekly hours, 0 through 168. */
export const weeklyHoursSchema = z.number().min(0).max(168);

/** A yes/no object: value yes/no with the matching label Yes/No. */
export const yesNoSchema = z.union([
  z.object({ value: z.literal('yes'), label: z.literal('Yes') }),
  z.object({ value: z.literal('no'), label: z.literal('No') }),
]);

/** A {min,max} range of non-negative numbers up to `limit`, min ≤ max. */
export const rangeSchema = (limit: number) =>
  z
    .object({ min: z.number().min(0).max(limit), max: z.number().min(0).max(limit) })
    .refine((r) => r.min <= r.max, { message: MESSAGES.errors.rangeOrder, path: ['max'] });

/** A {value,label} option (benefits). */
export const optionSchema = z.object({ value: requiredText(100), label: requiredText(100) });

/** Metadata of a stored document (never the file bytes). */
export const documentRefSchema = z.object({
  _id: idSchema,
  name: requiredText(200),
  file: requiredText(500),
  expires_at: isoDateSchema.optional(),
  /** Set when loaded past its expiry date: it no longer counts in comparisons. */
  expired: z.boolean().optional(),
});

/** A document reference. */
export type DocumentRef = z.infer<typeof documentRefSchema>;

/** An email address, trimmed and lowercased. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** A phone number: digits, spaces and + ( ) - . only. */
export const phoneSchema = z
  .string()
  .trim()
  .max(30)
  .regex(/^[0-9+() .-]*$/, MESSAGES.validation.phone);

/** An optional optimistic-concurrency version sent with a change. */
export const versionSchema = z.number().int().min(0).optional();

/** The one error body every failing call answers with. */
export const errorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** Page parameters for every list. */
export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
