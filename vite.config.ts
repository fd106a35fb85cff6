import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { themeCssVariablesStyle } from './src/web/app/theme-css-variables.ts';

/** Every file the build wrote under `dir`, except Vite's own manifest folder. */
const listFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? (e.name === '.vite' ? [] : listFiles(path.join(dir, e.name))) : [path.join(dir, e.name)],
    );

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to each built script, style sheet and SVG, once, at build
 * time; the server sends the copy the browser accepts (@fastify/static `preCompressed`), so no request
 * pays for compression and the first view downloads a quarter of the bytes.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'carelink:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin's writeBundle, so the service worker (written there) gets its copies too.
    writeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of listFiles(outDir)) {
          if (!/\.(js|css|svg|html|json|txt)$/.test(file)) continue;
          const data = fs.readFileSync(file);
          if (data.length < 1024) continue;
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
          );
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Writes dist/web/sw.js: src/web/sw.js preceded by the list of files to precache (the app shell and every file
 * the build shipped, public ones included) and a version hashed from their contents, so any change to any file
 * is a new service worker and the app offers the update (docs/decisions/0016-installable-app.md).
 */
function serviceWorker(): Plugin {
  let outDir = '';
  let source = '';
  return {
    name: 'carelink:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      source = path.resolve(config.root, 'sw.js');
    },
    writeBundle() {
      const files = listFiles(outDir)
        .map((file) => `/${path.relative(outDir, file).split(path.sep).join('/')}`)
        .filter((url) => !/\.(br|gz)$/.test(url) && url !== '/sw.js')
        .sort();
      const hash = crypto.createHash('sha256');
      for (const url of files) hash.update(url).update(fs.readFileSync(path.join(outDir, url)));
      const version = hash.digest('hex').slice(0, 16);
      fs.writeFileSync(
        path.join(outDir, 'sw.js'),
        `const VERSION = '${version}';\nconst PRECACHE = ${JSON.stringify(files)};\n${fs.readFileSync(source, 'utf8')}`,
      );
    },
  };
}

/**
 * Mantine's styles component by component: each of its class-name modules (`X.module.mjs`) imports its own
 * sheet (`@mantine/core/styles/X.css`), so a page's chunk carries the styles of the components it uses and
 * the first view does not wait for the whole of `@mantine/core/styles.css` (app/providers.tsx imports the
 * three global sheets). A component used anywhere brings its styles with it: nothing to list by hand.
 */
function mantineStylesPerComponent(): Plugin {
  const classModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
  let devServer = false;
  return {
    name: 'carelink:mantine-styles-per-component',
    configResolved(config) {
      devServer = config.command === 'serve';
    },
    transform(code, id) {
      if (devServer) {
        // The dev server pre-bundles @mantine/core, whose modules never reach this hook: there the whole
        // sheet comes first, from the providers.
        return /[\\/]src[\\/]web[\\/]app[\\/]providers\.tsx$/.test(id)
          ? { code: `import '@mantine/core/styles.css';\n${code}`, map: null }
          : null;
      }
      const m = classModule.exec(id);
      return m ? { code: `import '@mantine/core/styles/${m[1]}.css';\n${code}`, map: null } : null;
    },
  };
}

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll only for two class names (`zeroRight` keeps
 * a fixed bar from jumping when a dialog locks the page's scroll). In every first view that brought the whole scroll
 * lock (its side car, style singleton and scroll bar gap; ~5 KB gzipped), which only dialogs use. For those three files
 * the import resolves to the class names alone, taken from react-remove-scroll-bar's constants (the values
 * react-remove-scroll itself exports), so the dialogs' scroll lock, loaded with them, still finds the bars.
 */
function appShellScrollClassNames(): Plugin {
  const appShellBar =
    /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/]/;
  const virtualId = '\0carelink:remove-scroll-class-names';
  let constants = '';
  return {
    name: 'carelink:app-shell-scroll-class-names',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise answer with the package.
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'react-remove-scroll' || !importer || !appShellBar.test(importer)) return null;
      if (!constants) {
        const removeScroll = await this.resolve(source, importer, { skipSelf: true });
        const resolved = removeScroll && (await this.resolve('react-remove-scroll-bar/constants', removeScroll.id));
        if (!resolved) return null;
        constants = resolved.id;
      }
      return virtualId;
    },
    load(id) {
      if (id !== virtualId) return null;
      return [
        `import { zeroRightClassName, fullWidthClassName } from ${JSON.stringify(constants)};`,
        'export const RemoveScroll = { classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName } };',
      ].join('\n');
    },
  };
}

/**
 * Production builds do not parse the server's answers (src/web/lib/api.ts: only tests do, decision 0025), yet every
 * `api(path, { schema: x })` kept `x` and so the zod schema it names, built when its module loads: every first view
 * built some 200 schemas of every feature and waited for zod. In a build the `schema` option of each `api(…)` call
 * becomes `0` (padded with spaces to the same length, so positions and source maps stay exact), and the schemas only
 * the client's calls named are left out of the bundle. Tests and the dev server keep them.
 */
function answersUnparsedInBuilds(): Plugin {
  const webModule = /[\\/]src[\\/]web[\\/](?!.*\.test\.).*\.tsx?$/;
  interface Node {
    type: string;
    start: number;
    end: number;
    [key: string]: unknown;
  }
  const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
  return {
    name: 'carelink:answers-unparsed-in-builds',
    apply: 'build',
    transform(code, id) {
      if (!webModule.test(id) || !code.includes('schema')) return null;
      const edits: [number, number, string][] = [];
      const visit = (node: Node) => {
        if (
          node.type === 'CallExpression' &&
          isNode(node.callee) &&
          node.callee.type === 'Identifier' &&
          node.callee.name === 'api'
        ) {
          const options = (node.arguments as Node[])[1];
          if (options?.type === 'ObjectExpression')
            for (const prop of options.properties as Node[]) {
              const key = prop.key as Node | undefined;
              const value = prop.value as Node | undefined;
              if (prop.type !== 'Property' || !key || !value || prop.computed) continue;
              if ((key.type === 'Identifier' ? key.name : key.value) !== 'schema') continue;
              if (prop.shorthand) edits.push([prop.start, prop.end, 'schema:0']);
              else edits.push([value.start, value.end, '0'.padEnd(value.end - value.start, ' ')]);
            }
        }
        for (const child of Object.values(node))
          if (Array.isArray(child)) child.forEach((c) => isNode(c) && visit(c));
          else if (isNode(child)) visit(child);
      };
      visit(this.parse(code) as unknown as Node);
      if (edits.length === 0) return null;
      let out = code;
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
        out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}

/**
 * The theme's CSS variables in index.html's head, written by Mantine's own provider at build time
 * (app/theme-css-variables.ts), so the provider in the browser skips computing them (`withCssVariables={false}`), and
 * the page's colours are right from its first paint. The root element says the colour scheme from the start, as
 * Mantine's ColorSchemeScript would (the app is light only), so no rule applies late.
 */
function themeCssVariables(): Plugin {
  return {
    name: 'carelink:theme-css-variables',
    // After Vite has added the build's stylesheets, so the theme's variables come after Mantine's defaults (same
    // specificity: the later rule wins), as the provider's style element, added at run time, did.
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html
          .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
          .replace('</head>', `${themeCssVariablesStyle()}\n  </head>`);
      },
    },
  };
}

/**
 * Mantine's `removeDefaultVariables` builds the default theme's every CSS variable when its module loads (some 10 ms
 * at full speed, 40 on a phone, inside the evaluation of the app's first script), though the provider never calls it
 * here (`withCssVariables={false}`, themeCssVariables above). The build makes that table on first use instead; the
 * function's result is unchanged. Fails the build if Mantine's file no longer has the line, so an upgrade is noticed.
 */
/**
 * dist/web/page-files.json: for each route of the app's page table (src/web/app/page-routes.ts), the files its page
 * needs beyond the app's entry: its chunk, the chunks that chunk imports, and their style sheets. The server names them
 * in the page it sends for that address, so the page's code downloads beside the entry instead of after it
 * (public-pages/page-body.ts, boot.js). The routes are read from the table's text (each row's path and its single
 * `import('…')`); the build fails if a row cannot be read or its page has no chunk.
 */
function pageFiles(): Plugin {
  const table = fileURLToPath(new URL('./src/web/app/page-routes.ts', import.meta.url));
  return {
    name: 'carelink:page-files',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const source = fs.readFileSync(table, 'utf8');
        const named = new Map<string, string>();
        for (const m of source.matchAll(/export const (\w+) = \(\) => import\('([^']+)'\)/g)) named.set(m[1]!, m[2]!);
        const rows = [
          ...source.matchAll(/\{\s*path: '([^']+)',\s*load: (?:\(\) => import\('([^']+)'\)|(\w+))\s*,?\s*\}/g),
        ];
        const paths = [...source.matchAll(/\bpath: '/g)].length;
        if (rows.length === 0 || rows.length !== paths)
          throw new Error(`vite.config.ts pageFiles: read ${rows.length} of ${paths} rows of ${table}`);
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) throw new Error('vite.config.ts pageFiles: no entry chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: string[]) => {
          const seen = new Set<string>();
          const walk = (f: string) => {
            if (seen.has(f)) return;
            seen.add(f);
            for (const i of byFile.get(f)?.imports ?? []) walk(i);
          };
          start.forEach(walk);
          return seen;
        };
        const withEntry = closure([entry.fileName]);
        const out = rows.map(([, route, specifier, name]) => {
          const spec = specifier ?? named.get(name!);
          if (!spec) throw new Error(`vite.config.ts pageFiles: ${route}: no import for ${name}`);
          const base = path.resolve(path.dirname(table), spec);
          const chunk = chunks.find((c) => c.facadeModuleId && c.facadeModuleId.replace(/\.tsx?$/, '') === base);
          if (!chunk) throw new Error(`vite.config.ts pageFiles: ${route}: no chunk for ${spec}`);
          const files = [...closure([chunk.fileName])].filter((f) => !withEntry.has(f));
          const css = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          return { path: route, js: files.map((f) => `/${f}`), css: [...new Set(css)].map((f) => `/${f}`) };
        });
        this.emitFile({ type: 'asset', fileName: 'page-files.json', source: JSON.stringify(out) });
      },
    },
  };
}

function mantineDefaultVariablesOnFirstUse(): Plugin {
  const file = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]remove-default-variables\.mjs$/;
  const eager = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
  const use = 'function removeDefaultVariables(input) {';
  return {
    name: 'carelink:mantine-default-variables-on-first-use',
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      if (!code.includes(eager) || !code.includes(use))
        throw new Error(`${id}: Mantine changed; revisit mantineDefaultVariablesOnFirstUse (vite.config.ts)`);
      const lazy = code
        .replace(eager, 'let defaultCssVariablesMemo;')
        .replace(
          use,
          `${use} const defaultCssVariables = (defaultCssVariablesMemo ??= defaultCssVariablesResolver(DEFAULT_THEME));`,
        );
      return { code: lazy, map: null };
    },
  };
}

/** Files of src/domain whose only effect is their exports: all but the zod error map (shared/validation.ts). */
const pureDomainFile = /[\\/]src[\\/]domain[\\/](?!shared[\\/]validation\.ts$).*\.ts$/;

export default defineConfig({
  plugins: [
    react(),
    answersUnparsedInBuilds(),
    mantineStylesPerComponent(),
    appShellScrollClassNames(),
    themeCssVariables(),
    pageFiles(),
    mantineDefaultVariablesOnFirstUse(),
    serviceWorker(),
    precompress(),
  ],
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Small chunks shared by several pages are copied into the pages' chunks (Rolldown keeps one module
    // state), so a first view fetches a few files instead of twenty: on a phone each extra round trip
    // delays the page. Larger shared libraries (zod, @floating-ui) stay separate, cacheable files.
    rolldownOptions: {
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 32 * 1024 } } },
      // The domain is pure (eslint.config.js): a file none of whose exports a chunk uses is left out, though the
      // folder's index re-exports it. Otherwise `import { homeForRole } from '@/domain/shared'` in the entry would
      // run every schema of the folder and bring zod to the first view. The one side effect, the zod error map
      // (shared/validation.ts), comes with every file that builds a schema (each imports it; validation.test.ts).
      treeshake: {
        moduleSideEffects: (id: string) => (pureDomainFile.test(id) ? false : undefined),
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      '/files': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
});
