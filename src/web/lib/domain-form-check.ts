// What the one form hook (domain-form.ts) refuses, as a pure function: the domain schema's first message per field
// (formRefusals, the words the server answers with) and the form's domain rules. The parity test
// (src/cross-surface/forms-parity.test.ts) calls it with each form's check and sends the same payload to its route.
import type { z } from 'zod';
import { formRefusals } from '@/domain/shared';

export interface DomainFormCheck<V> {
  /** The payload the schema checks and the form sends, when it differs from the values (e.g. blank inputs left out). */
  toInput?: (values: V) => unknown;
  /** The form field a refused path belongs to, when the values are not keyed as the payload (default: the path). */
  fieldOf?: (path: string) => string;
  /**
   * Domain rules the schema cannot check from the payload alone (the terms in force, the account's name): each field's
   * message where the schema accepted that field. Checked on submit with the schema.
   */
  rules?: (values: V) => Record<string, string>;
}

/**
 * What the form refuses in `values`, by field (a refusal of the whole payload under '_form'): the schema's first
 * message per field over `toInput(values)`, and the `rules`' messages for the fields the schema accepted.
 */
export function domainFormErrors<V>(schema: z.ZodType, values: V, check: DomainFormCheck<V> = {}) {
  const refused = formRefusals(schema, check.toInput ? check.toInput(values) : values);
  const fromSchema: Record<string, string> = {};
  for (const [path, message] of Object.entries(refused))
    fromSchema[path === '_form' || !check.fieldOf ? path : check.fieldOf(path)] ??= message;
  return { ...check.rules?.(values), ...fromSchema };
}
