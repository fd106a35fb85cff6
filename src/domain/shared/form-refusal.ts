// What a form refuses before sending: the first message of the domain schema the server validates the same payload
// with (the server answers a refused body with its first issue's message, app.ts), so a form and the server refuse the
// same payloads with the same words (src/cross-surface/forms-parity*.test.ts).
import type { ZodType } from 'zod';

/** The first message `schema` refuses `payload` with, or null when it accepts it. */
export function formRefusal(schema: ZodType, payload: unknown): string | null {
  const r = schema.safeParse(payload);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
}

/** Every message `schema` refuses `payload` with, keyed by the field's dotted path (the server's `fields`). */
export function formRefusals(schema: ZodType, payload: unknown): Record<string, string> {
  const r = schema.safeParse(payload);
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) out[i.path.join('.') || '_form'] ??= i.message;
  return out;
}
