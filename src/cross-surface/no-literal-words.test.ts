// One catalogue of words (CONVENTIONS.md: user-facing words come from the domain's message catalogue): lint refuses
// words written into the web app's components (eslint-rules/no-literal-words.js). This proves the rule catches the
// shapes the app used to write (JSX text, a worded prop, a condition or template shown, a field list's label, a
// toast's message, a prop's default, prose a function answers or a state setter is given), lets through what is no word for people (codes, class names, test ids, keys,
// the brand, punctuation and numbers) and words read from a catalogue, and that the web app holds none.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const RULE = 'words/no-literal-words';

async function wordLines(code: string, file = 'src/web/features/example/components/example-card.tsx') {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.line);
}

describe('the words a person reads come from the catalogue', () => {
  it('refuses words in JSX text, worded props, shown conditions and templates, field lists, toasts and defaults', async () => {
    const code = [
      "import { notifications } from '@mantine/notifications';",
      'export function Card({ n, name, title = "Pay breakdown" }: { n: number; name: string; title?: string }) {',
      "  notifications.show({ message: 'Credential saved' });",
      "  const fields = [{ key: 'email', label: 'New email' }];",
      '  return (',
      '    <section aria-label="Results">',
      '      Thanks for applying!',
      "      <input placeholder={name ? `Search ${name}` : 'Search'} />",
      "      <p>{n === 1 ? 'job' : 'jobs'}</p>",
      '      <p>{`${n} found`}</p>',
      '      <p>{fields.length}{title}</p>',
      '    </section>',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(await wordLines(code)).toEqual([2, 3, 4, 6, 6, 8, 8, 9, 9, 10]);
  });

  it("refuses prose a component file's function answers or a state setter is given, not the keys they pass", async () => {
    const code = [
      "import { useState } from 'react';",
      "const when = (iso: string | null) => (iso ? iso : 'Never');",
      'function days(d: number) {',
      "  if (d < 1) return 'under 1 hour';",
      '  return `${d} day${d === 1 ? "" : "s"}`;',
      '}',
      'export function Card({ d }: { d: number }) {',
      '  const [error, setError] = useState<string | null>(null);',
      '  const [busy, setBusy] = useState<string | null>(null);',
      "  const fieldOf = () => 'reason';",
      '  const draft = () => `offer@v${d}`;',
      '  return (',
      "    <button onClick={() => { setBusy('pdf'); setBusy(`doc:${d}`); setError(d ? 'Could not reach the server' : null); }}>",
      '      {when(null)}{days(d)}{error}{busy}{fieldOf()}{draft()}',
      '    </button>',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(await wordLines(code)).toEqual([2, 4, 5, 13]);
  });

  it('lets through words from a catalogue, codes, names that are not words, the brand, numbers and punctuation', async () => {
    const code = [
      "import { MESSAGES } from '@/domain/shared';",
      'export function Card({ n, open }: { n: number; open: boolean }) {',
      "  const body = { error: 'NOT_FOUND', message: MESSAGES.errors.notFound };",
      '  return (',
      '    <section aria-label={MESSAGES.errors.notFound} className="card-root" data-testid="card">',
      '      CareLink · {n} / 10 — {body.error}',
      '      <a href="/explore-jobs" title={open ? MESSAGES.cancel : MESSAGES.cancel} />',
      "      <p>{open ? n : '–'}</p>",
      '    </section>',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(await wordLines(code)).toEqual([]);
  });

  it('the web app holds no word outside the catalogues', async () => {
    const results = await eslint.lintFiles(['src/web/**/*.tsx']);
    const found = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath}:${m.line} ${m.message}`),
    );
    expect(found).toEqual([]);
  }, 180_000);
});
