// Who may see and do what is asked of src/server/policies.ts (issue 43): lint refuses a caller's role compared by hand
// anywhere else in the server (eslint-rules/role-comparison.js). This proves the rule catches the shapes the server
// used to write, lets policies.ts and a sign-up's chosen role through, and that the server tree holds none.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function roleMessages(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
}

describe('role questions live in policies.ts', () => {
  const MODULE = 'src/server/modules/example/routes.ts';

  it('refuses a session role compared by hand, in each shape the server wrote', async () => {
    const code = [
      'declare const user: { role: string }; declare const actor: { role: string | null };',
      'declare const request: { user: { role: string } };',
      "export const a = user.role === 'worker';",
      "export const b = request.user.role !== 'admin';",
      "export const c = 'recruiter' === actor.role;",
      "export const d = user?.role === 'worker';",
      '',
    ].join('\n');
    expect(await roleMessages(code, MODULE)).toEqual([3, 4, 5, 6]);
  });

  it('lets through policies.ts, a sign-up’s chosen role and a null actor', async () => {
    const inPolicies = "declare const user: { role: string }; export const a = user.role === 'worker';\n";
    expect(await roleMessages(inPolicies, 'src/server/policies.ts')).toEqual([]);
    const data = [
      'declare const input: { role: string }; declare const actor: { role: string | null };',
      "export const a = input.role === 'organization';",
      'export const b = actor.role === null;',
      '',
    ].join('\n');
    expect(await roleMessages(data, MODULE)).toEqual([]);
  });

  it('the server holds no role compared by hand', async () => {
    const results = await eslint.lintFiles(['src/server/**/*.ts']);
    const found = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('policies.ts'))
        .map((m) => `${r.filePath}:${m.line}`),
    );
    expect(found).toEqual([]);
  }, 120_000);
});
