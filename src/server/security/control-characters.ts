// Backstop for finding #8 of issue 20: every text field's schema refuses control characters (`text()` and friends in
// src/domain/shared/common-schemas.ts), and this hook applies the same rule to every query parameter, path parameter
// and JSON body string (values and keys) before validation, so no route whose schema uses a bare z.string() can pass
// a NUL byte to PostgreSQL (which answers an error, i.e. a 500).
import type { FastifyInstance } from 'fastify';
import { hasControlCharacters, MESSAGES } from '@/domain/shared';
import { AppError } from '../errors';

/** The dotted path of the first string (value or key) holding a control character, or null. */
export function findControlCharacter(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (hasControlCharacters(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], path ? `${path}.${i}` : String(i)]);
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, child] of Object.entries(v)) {
        const childPath = path ? `${path}.${k}` : k;
        if (hasControlCharacters(k)) return path || 'body';
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/** Registers the preValidation check on every route: a 400 naming the field. */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      findControlCharacter(request.params, '') ??
      findControlCharacter(request.query, '') ??
      findControlCharacter(request.body, '');
    if (field === null) return;
    const name = field || 'body';
    throw new AppError('BAD_REQUEST', `${name}: ${MESSAGES.errors.controlCharacters}`, {
      [name]: MESSAGES.errors.controlCharacters,
    });
  });
}
