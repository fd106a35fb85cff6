// docs/ARCHITECTURE.md stays true (issue 43): every file, folder and function it names in `backticks` exists in the
// tree, so a rename or a removal that leaves the page behind fails here.
import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const DOC = readFileSync(path.join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');

/** Every `code span` of the page (outside the fenced tree, whose folders are checked on their own). */
const spans = [...DOC.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
/** The folders and files named at the start of the fenced tree's lines (`src/domain/`, `  shared/`, `app.ts`…). */
function treeEntries(): string[] {
  const fence = DOC.match(/```\n([\s\S]*?)```/)?.[1] ?? '';
  const out: string[] = [];
  let top = '';
  for (const line of fence.split('\n')) {
    const m = line.match(/^(\s*)(\S+)/);
    if (!m) continue;
    // The line's leading names (`jobs/ applications/ …`, `components/, lib/`), up to its first word of prose.
    const names: string[] = [];
    for (const word of line
      .trim()
      .split(/\s{2,}/)[0]
      .split(' ')) {
      const n = word.replace(/,$/, '');
      if (!/^[\w<>.-]+(\/|\.(ts|tsx|js|md))$/.test(n)) break;
      names.push(n);
    }
    if (m[1].length === 0 && m[2].endsWith('/')) top = m[2];
    for (const n of names) {
      if (n.includes('<')) continue;
      out.push(m[1].length === 0 ? n : top + n);
    }
  }
  return out;
}

const isPath = (s: string) =>
  /^(src|docs|tests|scripts|eslint)[\w./-]*$/.test(s) || /^[\w.-]+\.(ts|tsx|js|md)$/.test(s);
const isFunction = (s: string) => /^[a-zA-Z_]\w*\(\)$/.test(s);

function allSourceFiles(dir: string, acc: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) allSourceFiles(p, acc);
    else if (/\.(ts|tsx)$/.test(name)) acc.push(p);
  }
  return acc;
}
const SOURCES = allSourceFiles(path.join(ROOT, 'src')).map((f) => readFileSync(f, 'utf8'));
const BASENAMES = new Set(allSourceFiles(path.join(ROOT, 'src')).map((f) => path.basename(f)));

describe('docs/ARCHITECTURE.md', () => {
  it('names files and folders that exist', () => {
    const named = [...spans.filter(isPath), ...treeEntries()];
    expect(named.length).toBeGreaterThan(20);
    const missing = named.filter((n) => {
      if (n.includes('/')) return !existsSync(path.join(ROOT, n));
      return !BASENAMES.has(n) && !existsSync(path.join(ROOT, n));
    });
    expect(missing).toEqual([]);
  });

  it('names functions that are defined in src', () => {
    const named = spans.filter(isFunction).map((s) => s.slice(0, -2));
    expect(named.length).toBeGreaterThan(5);
    const defined = (name: string) =>
      SOURCES.some((src) => new RegExp(`(function\\s+${name}\\b|const\\s+${name}\\s*=)`).test(src));
    expect(named.filter((n) => !defined(n))).toEqual([]);
  });

  it('catches a name that does not exist (the check itself)', () => {
    expect(isFunction('quickAdvanceFor()')).toBe(true);
    expect(SOURCES.some((src) => /function\s+quickAdvanceFor\b/.test(src))).toBe(false);
  });
});
