// The zod error map (validation.ts) is the domain's one side effect. The web build treats every other domain file as
// free of side effects (vite.config.ts), so a schema file that did not import the map, itself or through the files it
// imports, could parse with zod's default words on a page that loaded no other schema.
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../**/*.ts', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// Paths relative to src/domain, e.g. 'shared/validation.ts'.
const files = new Map(
  Object.entries(sources).map(([path, text]) => [path.replace(/^\.\.\//, '').replace(/^\.\//, 'shared/'), text]),
);

/** The domain files `file` imports (relative imports, side-effect imports included), as keys of `files`. */
function importsOf(file: string): string[] {
  const dir = file.split('/').slice(0, -1);
  return [...(files.get(file) ?? '').matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+)'/g)].map(([, spec]) => {
    const parts = [...dir];
    for (const p of spec.split('/'))
      if (p === '..') parts.pop();
      else if (p !== '.') parts.push(p);
    const path = parts.join('/');
    return files.has(`${path}.ts`) ? `${path}.ts` : `${path}/index.ts`;
  });
}

function reachesErrorMap(file: string, seen = new Set<string>()): boolean {
  if (file === 'shared/validation.ts') return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return importsOf(file).some((f) => reachesErrorMap(f, seen));
}

describe('the zod error map', () => {
  it('comes with every domain file that builds a schema', () => {
    const schemaFiles = [...files.keys()].filter(
      (f) => /^import (?!type )[^;]*from 'zod'/m.test(files.get(f)!) && !f.endsWith('index.ts'),
    );
    expect(schemaFiles.length).toBeGreaterThan(10);
    expect(schemaFiles.filter((f) => !reachesErrorMap(f))).toEqual([]);
  });
});
