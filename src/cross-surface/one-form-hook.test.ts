// One form mechanism (issue 43, docs/decisions/0049-one-form-hook.md): lint refuses a form built outside
// useDomainForm (eslint-rules/one-form-hook.js). This proves the rule catches the shapes the web app used to write (a
// <form> over useState inputs, @mantine/form's useForm, a form element whose submit is another object's), lets the
// hook's shapes through, and that the web app holds none.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const RULE = 'forms/one-form-hook';

async function formLines(code: string, file = 'src/web/features/example/components/example-form.tsx') {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.line);
}

const HEAD = [
  "import { useState } from 'react';",
  "import { z } from 'zod';",
  "import { useDomainForm } from '../../../lib/domain-form';",
];

describe('every form is built with the one form hook', () => {
  it('refuses a <form> over useState, useForm from @mantine/form, and a submit that is not the hook’s', async () => {
    const code = [
      ...HEAD,
      "import { useForm } from '@mantine/form';",
      'export function HandMade({ send }: { send: (v: string) => void }) {',
      "  const [v, setV] = useState('');",
      '  return (',
      '    <form onSubmit={(e) => { e.preventDefault(); send(v); }}>',
      '      <input value={v} onChange={(e) => setV(e.currentTarget.value)} />',
      '    </form>',
      '  );',
      '}',
      'export function Raw() {',
      "  const form = useForm({ initialValues: { a: '' } });",
      '  return <form onSubmit={form.onSubmit(() => undefined)} />;',
      '}',
      'export function NoSubmit() {',
      '  return <div component="form" />;',
      '}',
      '',
    ].join('\n');
    expect(await formLines(code)).toEqual([4, 8, 15, 18]);
  });

  it('lets through the hook’s submit, directly or by a name, and a type from @mantine/form', async () => {
    const code = [
      ...HEAD,
      "import type { UseFormReturnType } from '@mantine/form';",
      'export type F = UseFormReturnType<{ a: string }>;',
      'export function Good() {',
      "  const form = useDomainForm(z.object({ a: z.string() }), { a: '' });",
      '  const submit = form.onSubmit(() => undefined);',
      '  const [open] = useState(false);',
      '  return open ? <form onSubmit={form.onSubmit(() => undefined)} /> : <form onSubmit={submit} />;',
      '}',
      '',
    ].join('\n');
    expect(await formLines(code)).toEqual([]);
  });

  it('the web app holds no form outside the hook', async () => {
    const results = await eslint.lintFiles(['src/web/**/*.tsx', 'src/web/**/*.ts']);
    const found = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath}:${m.line}`),
    );
    expect(found).toEqual([]);
  }, 180_000);
});
