// src/web/app/mantine-styles.ts imports the sheet of each Mantine component the app draws, and of each component those draw inside
// themselves: a component new to the app without its sheet would draw unstyled, and no other test would see it.
// The components the app draws are the names it imports from '@mantine/core' (and the ones @mantine/modals and
// @mantine/notifications import from it), read with TypeScript's own parser; what each draws inside is the closure of
// its module's relative imports in Mantine's build (node_modules/@mantine/core/esm). Each CSS module reached,
// `<Name>.module.mjs`, is the class names of the sheet `styles/<Name>.css`: mantine-styles.ts must import it, and it
// imports no sheet the app does not need.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const core = path.join(root, 'node_modules/@mantine/core');
const esm = path.join(core, 'esm');

/** The import and export-from declarations of a module: [imported names, module specifier]. */
function importsOf(file: string): { names: string[]; from: string }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: { names: string[]; from: string }[] = [];
  for (const st of source.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      if (st.importClause?.isTypeOnly) continue;
      const bindings = st.importClause?.namedBindings;
      const names =
        bindings && ts.isNamedImports(bindings)
          ? bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
          : [];
      found.push({ names, from: st.moduleSpecifier.text });
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
      found.push({ names: [], from: st.moduleSpecifier.text });
    }
  }
  return found;
}

function filesUnder(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(p, ext);
    return ext.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The names the app (and the two Mantine packages it uses) import from '@mantine/core'. */
function coreNamesUsed(): Set<string> {
  const files = [
    ...filesUnder(path.join(root, 'src/web'), /\.tsx?$/),
    ...filesUnder(path.join(root, 'node_modules/@mantine/modals/esm'), /\.mjs$/),
    ...filesUnder(path.join(root, 'node_modules/@mantine/notifications/esm'), /\.mjs$/),
  ];
  const names = new Set<string>();
  for (const f of files)
    for (const i of importsOf(f)) if (i.from === '@mantine/core') i.names.forEach((n) => names.add(n));
  return names;
}

/** Mantine's index: each exported name → the module it comes from. */
function coreExports(): Map<string, string> {
  const map = new Map<string, string>();
  for (const i of importsOf(path.join(esm, 'index.mjs')))
    if (i.from.startsWith('.')) for (const n of i.names) map.set(n, path.resolve(esm, i.from));
  return map;
}

/** The CSS modules (`<Name>.module.mjs` → Name) the modules reach through their relative imports. */
function cssModulesReached(start: string[]): Set<string> {
  const seen = new Set<string>();
  const names = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.module.mjs')) names.add(path.basename(file, '.module.mjs'));
    for (const i of importsOf(file)) if (i.from.startsWith('.')) stack.push(path.resolve(path.dirname(file), i.from));
  }
  return names;
}

/** The sheets mantine-styles.ts imports: '@mantine/core/styles/<Name>.css' → Name. */
function sheetsImported(): string[] {
  return importsOf(path.join(root, 'src/web/app/mantine-styles.ts'))
    .map((i) => i.from)
    .filter((f) => f.startsWith('@mantine/core/styles/'))
    .map((f) => path.basename(f, '.css'));
}

const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'];

describe('mantine-styles.ts', () => {
  const exportsMap = coreExports();
  const used = [...coreNamesUsed()].filter((n) => exportsMap.has(n));
  const needed = [...cssModulesReached(used.map((n) => exportsMap.get(n)!))].sort();

  it('finds what the app draws (the parser reads real imports)', () => {
    expect(used).toEqual(expect.arrayContaining(['Button', 'Modal', 'Select', 'TextInput', 'Burger']));
    expect(needed).toEqual(expect.arrayContaining(['Button', 'Combobox', 'Input', 'ModalBase', 'Overlay']));
  });

  it('imports the sheet of every component the app draws, and of the components they draw inside', () => {
    const imported = new Set(sheetsImported());
    expect(needed.filter((s) => !fs.existsSync(path.join(core, 'styles', `${s}.css`)))).toEqual([]);
    expect(needed.filter((s) => !imported.has(s))).toEqual([]);
  });

  it('imports the global sheets first and no sheet of a component the app does not draw', () => {
    const imported = sheetsImported();
    expect(imported.slice(0, 3)).toEqual(GLOBAL_SHEETS);
    expect(imported.slice(3).filter((s) => !needed.includes(s))).toEqual([]);
  });
});
