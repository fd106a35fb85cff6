// The domain's words live apart from its zod schemas (issue 43, eslint-rules/words-apart-from-schemas.js): a page that
// shows words loads no zod. This proves the rule catches a catalogue beside schemas (the dashboard's words were, and
// brought zod to every dashboard's first view), lets words beside a type-only zod import through, and that the domain
// holds none.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const RULE = 'apart/words-apart-from-schemas';

async function flagged(code: string, file = 'src/domain/example/example.ts') {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.line);
}

describe('the domain’s words live apart from its schemas', () => {
  it('refuses a catalogue beside zod schemas or beside the zod error map', async () => {
    const words = "export const EXAMPLE_MESSAGES = { title: 'Example' } as const;";
    expect(
      await flagged(
        ["import { z } from 'zod';", words, 'export const input = z.object({ a: z.string() });'].join('\n'),
      ),
    ).toEqual([2]);
    expect(await flagged(["import '../shared/validation';", words].join('\n'))).toEqual([2]);
  });

  it('lets words through beside a type-only zod import, and rules without words beside schemas', async () => {
    expect(
      await flagged(
        [
          "import type { z } from 'zod';",
          "export const EXAMPLE_MESSAGES = { title: 'Example' } as const;",
          'export type X = z.infer<never>;',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await flagged(["import { z } from 'zod';", 'export const input = z.object({ a: z.string() });'].join('\n')),
    ).toEqual([]);
  });

  it('the domain holds none', async () => {
    const results = await eslint.lintFiles(['src/domain/**/*.ts']);
    const found = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath}:${m.line}`),
    );
    expect(found).toEqual([]);
  });
});
