import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { themeCssVariables } from './src/web/app/theme-css-variables.ts';

/**
 * The theme's CSS variables in index.html's head as a style tag (Vite's tag descriptors), computed at build time with
 * Mantine's own functions (app/theme-css-variables.ts), so the provider in the browser skips computing them
 * (`withCssVariables={false}`) and the page's colours are right from its first paint. The root element says the colour
 * scheme from the start (index.html), as Mantine's ColorSchemeScript would (the app is light only).
 */
function themeCssVariablesTag(): Plugin {
  return {
    name: 'carelink:theme-css-variables',
    // After Vite has added the build's stylesheets, so the theme's variables come after Mantine's defaults (same
    // specificity: the later rule wins), as the provider's style element, added at run time, did.
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'style', attrs: { 'data-mantine-styles': 'true' }, children: themeCssVariables(), injectTo: 'head' },
      ],
    },
  };
}

/** Files of src/domain whose only effect is their exports: all but the zod error map (shared/validation.ts). */
const pureDomainFile = /[\\/]src[\\/]domain[\\/](?!shared[\\/]validation\.ts$).*\.ts$/;

/** The server's build of the app's page renderer (`vite build --ssr`: src/web/entry-server.tsx → dist/ssr). */
const ssrBuild = {
  plugins: [react()],
  root: 'src/web',
  publicDir: false as const,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        plugins: [
          react(),
          themeCssVariablesTag(),
          // The service worker (src/web/sw.ts, docs/decisions/0016-installable-app.md), with Workbox's list of every file the
          // build shipped to precache; the app registers it itself (lib/service-worker.ts) and has its own manifest file.
          VitePWA({
            strategies: 'injectManifest',
            srcDir: '.',
            filename: 'sw.ts',
            injectRegister: false,
            manifest: false,
            injectManifest: {
              globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
              // 2 MB by default: every shipped file is precached, as before.
              maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
            },
          }),
          // A Brotli (.br) and a gzip (.gz) copy beside each built script, style sheet, SVG and page, once, at build time;
          // the server sends the copy the browser accepts (@fastify/static `preCompressed`), so no request pays for
          // compression and the first view downloads a quarter of the bytes.
          compression({
            include: /\.(js|css|svg|html|json|txt|webmanifest)$/,
            threshold: 1024,
            algorithms: [
              defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
              defineAlgorithm('gzip', { level: 9 }),
            ],
          }),
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
      },
);
