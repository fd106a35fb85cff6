// Every lazyDialog is preloaded by what opens it: a file that draws one also spreads its `trigger`, calls its
// `preload`, or spreads a `preloadOn(…)` of it (lib/preload-on.ts), so the press finds its code here or on its way. A
// dialog drawn with no preloading trigger is fetched only on the press: on a phone's network it opens late.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(__dirname, '../web');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const texts = new Map(sources(WEB).map((file) => [file, fs.readFileSync(file, 'utf8')]));

/** A module's exports of a kind, by name: `const NAME = lazyDialog…` or `const NAME = preloadOn(…)`. */
const defined = (text: string, kind: 'lazyDialog' | 'preloadOn') =>
  [...text.matchAll(new RegExp(`const (\\w+) = ${kind}\\b(?:\\(([^)]*)\\))?`, 'g'))].map((m) => ({
    name: m[1]!,
    args: m[2] ?? '',
  }));

/** What a file's name stands for: its own definitions, and what it imports from the app's own modules. */
function scope(file: string, text: string): Map<string, { file: string; name: string }> {
  const names = new Map<string, { file: string; name: string }>();
  for (const kind of ['lazyDialog', 'preloadOn'] as const)
    for (const d of defined(text, kind)) names.set(d.name, { file, name: d.name });
  for (const m of text.matchAll(/import\s*{([^}]*)}\s*from\s*'(\.{1,2}\/[^']+)'/g)) {
    const base = path.resolve(path.dirname(file), m[2]!);
    const from = [`${base}.ts`, `${base}.tsx`].find((f) => texts.has(f));
    if (!from) continue;
    for (const part of m[1]!.split(',')) {
      const [name, alias] = part
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (name) names.set(alias ?? name, { file: from, name });
    }
  }
  return names;
}

const isDialog = (ref: { file: string; name: string }) =>
  defined(texts.get(ref.file) ?? '', 'lazyDialog').some((d) => d.name === ref.name);
/** The dialogs a `preloadOn` const loads (`preloadOn(A.preload, B.preload)`), by the names its module knows them by. */
const preloadedBy = (ref: { file: string; name: string }) => {
  const text = texts.get(ref.file) ?? '';
  const args = defined(text, 'preloadOn').find((d) => d.name === ref.name)?.args ?? '';
  const known = scope(ref.file, text);
  return [...args.matchAll(/(\w+)\.preload\b/g)].map((m) => known.get(m[1]!)).filter((r) => r !== undefined);
};

describe('lazy dialogs are preloaded by their triggers', () => {
  const drawn: { file: string; dialog: string; preloaded: boolean }[] = [];
  for (const [file, text] of texts) {
    const names = scope(file, text);
    for (const [local, ref] of names) {
      if (!isDialog(ref) || !new RegExp(`<${local}\\b`).test(text)) continue;
      const own = new RegExp(`\\b${local}\\.(trigger|preload)\\b`).test(text);
      const shared = [...text.matchAll(/\{\.\.\.(\w+)\}/g)].some((m) => {
        const spread = names.get(m[1]!);
        return spread ? preloadedBy(spread).some((r) => r.file === ref.file && r.name === ref.name) : false;
      });
      drawn.push({ file: path.relative(WEB, file), dialog: ref.name, preloaded: own || shared });
    }
  }

  it('finds the dialogs where they are drawn, through aliases and shared triggers', () => {
    expect(drawn).toEqual(
      expect.arrayContaining([
        { file: 'app/pages/application-detail-page.tsx', dialog: 'LazyStartChatDialog', preloaded: true },
        {
          file: 'features/applications/components/status-actions.tsx',
          dialog: 'LazyChangeStatusDialog',
          preloaded: true,
        },
        { file: 'features/applications/components/bulk-actions.tsx', dialog: 'LazyDecisionDialog', preloaded: true },
        { file: 'features/offers/components/worker-offer-actions.tsx', dialog: 'AcceptConfirm', preloaded: true },
      ]),
    );
    // The recruiter's offer panel imports AcceptConfirm itself, not the worker's lazy one of the same name.
    expect(drawn.filter((d) => d.file === 'features/offers/components/offer-panel.tsx')).toEqual([]);
  });

  it('every file that draws a lazy dialog preloads it', () => {
    expect(drawn.filter((d) => !d.preloaded).map((d) => `${d.file}: ${d.dialog}`)).toEqual([]);
  });
});
