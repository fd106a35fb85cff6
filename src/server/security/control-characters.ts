// Backstop for finding #8 of issue 20: every text field's schema refuses control characters (`text()` and friends in
// src/domain/shared/common-schemas.ts), and this hook applies the same rule to every query parameter, path parameter
// and JSON body string (values and keys) before validation, so no route whose schema uses a bare z.string() can pass
// a NUL byte to PostgreSQL (which answers an error, i.e. a 500).
import type { FastifyInstance } from 'fastify';
import { hasControlCharacters, hasLoneSurrogate, MESSAGES } from '@/domain/shared';
import { AppError } from '../errors';

/** The dotted path of the first string (value or key) for which `bad` holds (a control character by default), or null. */
export function findControlCharacter(
  value: unknown,
  root: string,
  bad: (s: string) => boolean = hasControlCharacters,
): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (bad(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], path ? `${path}.${i}` : String(i)]);
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, child] of Object.entries(v)) {
        const childPath = path ? `${path}.${k}` : k;
        if (bad(k)) return path || 'body';
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/** The same walk for a lone UTF-16 surrogate (issue 34: refused in every field, JSON-stored ones included). */
const findLoneSurrogate = (value: unknown, root: string) => findControlCharacter(value, root, hasLoneSurrogate);

/**
 * Registers the preValidation check on every route: a 400 naming the field, for a control character or a lone
 * surrogate anywhere in the parameters, the query or the JSON body (strings normalised at the edge, before any schema).
 */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [find, message] of [
      [findControlCharacter, MESSAGES.errors.controlCharacters],
      [findLoneSurrogate, MESSAGES.errors.brokenCharacters],
    ] as const) {
      const field = find(request.params, '') ?? find(request.query, '') ?? find(request.body, '');
      if (field === null) continue;
      const name = field || 'body';
      throw new AppError('BAD_REQUEST', `${name}: ${message}`, { [name]: message });
    }
  });
}
