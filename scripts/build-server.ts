// npm run build (after vite build): compiles the server for `npm start` (docs/decisions/0009-compiled-server.md).
// src/server/main.ts → dist/server/main.js, one ESM bundle of our own code (the `@/` alias resolved through
// tsconfig.json's paths); packages stay imports from node_modules. The demo seed, imported with `await import()`,
// becomes a chunk of its own, so faker loads only when SEED_DEMO seeds. The migrations are copied next to the
// bundle, where src/server/db/client.ts looks for them (beside the file, through import.meta.url).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist/server');
/** Packages the production start must never load: they are devDependencies, gone after `npm prune --omit=dev`. */
const DEV_ONLY = ['@faker-js/faker', 'tsx', 'esbuild', 'vite'];

fs.rmSync(outdir, { recursive: true, force: true });
const t0 = performance.now();
const { metafile } = await build({
  absWorkingDir: root,
  // The decode pool's worker is a file of its own (src/server/decode/pool.ts starts it in worker processes with tinypool).
  entryPoints: {
    main: 'src/server/main.ts',
    'decode-worker': 'src/server/decode/decode-worker.ts',
    // `npm run admin:create`: the first administrator of a deployment.
    'admin-create': 'src/server/admin-create.ts',
  },
  outdir,
  tsconfig: 'tsconfig.json',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  // Chunks stay in dist/server itself (no sub-folder): code that finds files through import.meta.url then sits
  // at the same depth as its source in src/server.
  splitting: true,
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });

// The files main.js loads before it runs (its static imports, followed through the chunks): none may import a
// devDependency. Only the lazily imported seed chunk may.
const outputs: Metafile['outputs'] = metafile.outputs;
const key = (file: string) => path.relative(root, path.resolve(root, file));
const byPath = new Map(Object.entries(outputs).map(([file, output]) => [key(file), output]));
const seen = new Set<string>();
const visit = (file: string) => {
  if (seen.has(file)) return;
  seen.add(file);
  for (const imp of byPath.get(file)?.imports ?? []) {
    if (imp.kind !== 'import-statement') continue;
    if (imp.external) {
      const bad = DEV_ONLY.find((name) => imp.path === name || imp.path.startsWith(`${name}/`));
      if (bad)
        throw new Error(
          `${file} imports ${imp.path} at start-up: a devDependency, missing in production (import it lazily)`,
        );
    } else visit(key(imp.path));
  }
};
visit('dist/server/main.js');

const size = [...byPath].filter(([file]) => file.endsWith('.js')).reduce((n, [, output]) => n + output.bytes, 0);
console.log(
  `dist/server: ${byPath.size} files, ${(size / 1024).toFixed(0)} KB of JavaScript, migrations copied (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
);
