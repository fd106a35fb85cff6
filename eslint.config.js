// Lint: TypeScript rules plus the import boundaries of CONVENTIONS.md (domain imports nothing of
// server or web or I/O; server and web never import each other).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import local from './eslint-rules/feature-boundaries.js';
import glyphs from './eslint-rules/no-glyph-icons.js';
import words from './eslint-rules/no-literal-words.js';
import clock from './eslint-rules/no-real-clock-dates.js';
import forms from './eslint-rules/one-form-hook.js';
import { ROLE_COMPARISON, ROLE_COMPARISON_MESSAGE } from './eslint-rules/role-comparison.js';
import apart from './eslint-rules/words-apart-from-schemas.js';

const restrict = (patterns) => ['error', { patterns }];
// Outside src/domain, a domain folder is reached through its index only (`@/domain/offers`, never a file in it).
const domainIndexOnly = {
  group: ['@/domain/*/*', '**/domain/*/*'],
  message: 'Import the domain folder, e.g. @/domain/offers, not a file inside it.',
};

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'data', 'src/server/db/migrations', 'test-results', 'playwright-report', 'bench'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/feature-boundaries': 'error' },
  },
  {
    // The domain is pure: an allow-list, not a deny-list. Its rules import zod and each other, nothing else
    // (tests may also use their runner and fast-check).
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          // date-fns and @date-fns/tz: pure calendar arithmetic in a named time zone (the pay engine, decision 0036).
          regex: '^(?!zod$|date-fns$|@date-fns/tz$|\\.{1,2}/)',
          message: 'src/domain imports only zod, date-fns, @date-fns/tz and other domain files (no I/O, no framework).',
        },
      ]),
    },
  },
  {
    files: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          regex: '^(?!zod$|vitest$|fast-check$|\\.{1,2}/)',
          message: 'Domain tests import only zod, vitest, fast-check and domain files.',
        },
      ]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        domainIndexOnly,
        {
          group: ['@/web/*', '**/web/**', 'react', 'react-dom', '@mantine/*'],
          message: 'The server must not import web code.',
        },
      ]),
    },
  },
  {
    // Who may see and do what is asked of policies.ts (issue 43, eslint-rules/role-comparison.js).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/policies.ts', 'src/server/**/*.test.ts', 'src/server/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: ROLE_COMPARISON, message: ROLE_COMPARISON_MESSAGE },
        {
          // A statement prepared by name straight through drizzle would skip the per-text name and, on PostgreSQL, the
          // generic-plan connections (decision 0018).
          selector:
            "CallExpression[callee.property.name='prepare'] > :matches(Literal, TemplateLiteral, ConditionalExpression).arguments",
          message: 'Prepare a read with prepareRead(db, name, build) from src/server/db/client.ts.',
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'no-restricted-imports': restrict([
        domainIndexOnly,
        {
          group: ['@/server/*', '**/server/**', 'drizzle-orm', 'drizzle-orm/*', 'fastify', 'node:*'],
          message: 'The web app must not import server code.',
        },
        {
          group: ['@mantine/core'],
          importNames: ['Loader'],
          message:
            'Spinners are <Busy label> (src/web/app/components/busy.tsx): a named status region, not a bare span.',
        },
        {
          // A table wider than a phone is a ResponsiveTable (src/web/components/responsive-table.tsx): below `sm` each
          // row is a card, so nothing on a phone is read through a sideways-scrolling box. Any other table is a
          // DataTable: Mantine's Table module brings ScrollArea and @floating-ui to the first view, used or not.
          group: ['@mantine/core'],
          importNames: ['Table'],
          message:
            'A table is a <ResponsiveTable> (src/web/components/responsive-table.tsx) when it may not fit a phone, ' +
            "else a <DataTable> (src/web/components/data-table.tsx): Mantine's Table brings ScrollArea and @floating-ui.",
        },
        {
          group: ['react-router'],
          importNames: ['Navigate'],
          message:
            'A page moves on its own with <Redirect> or useNavigateFromHere (src/web/lib/navigate-here.tsx): <Navigate> ' +
            'replaced a navigation the person had started while the page being left re-rendered (its click was lost).',
        },
      ]),
    },
  },
  {
    // Code loaded on demand starts on its trigger's hover or focus through one mechanism (src/web/lib/preload-on.ts):
    // hand-written handlers differed in their events (mouse or pointer, with or without focus).
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^on(Mouse|Pointer)(Enter|Over|Down)$|^onFocus$|^onTouchStart$/] > JSXExpressionContainer ' +
            ":matches(MemberExpression[property.name='preload'], Identifier[name=/^(preload|load[A-Z])/]:not(MemberExpression > .property))",
          message:
            'A trigger preloads by spreading its props: {...Dialog.trigger} for a lazyDialog, {...preloadOn(load)} else (src/web/lib/preload-on.ts).',
        },
      ],
    },
  },
  {
    files: ['src/web/app/components/busy.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The server's renderer runs in Node only (`vite build --ssr`): it keeps each page's requests apart with
    // AsyncLocalStorage, and nothing else of Node's.
    files: ['src/web/entry-server.tsx'],
    rules: {
      'no-restricted-imports': restrict([
        domainIndexOnly,
        {
          group: [
            '@/server/*',
            '**/server/**',
            'drizzle-orm',
            'drizzle-orm/*',
            'fastify',
            'node:*',
            '!node:async_hooks',
          ],
          message: 'The web app must not import server code.',
        },
      ]),
    },
  },
  {
    // Icons are @tabler/icons-react components, never Unicode pictographs (tests may name moves with arrows).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    plugins: { glyphs },
    rules: { 'glyphs/no-glyph-icons': 'error' },
  },
  {
    // Words a person reads come from the domain's message catalogues, not JSX literals (eslint-rules/no-literal-words.js).
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/**/*.test.tsx'],
    plugins: { words },
    rules: { 'words/no-literal-words': 'error' },
  },
  {
    // One form mechanism (issue 43, eslint-rules/one-form-hook.js): @mantine/form only inside the hook's module, and
    // every <form> submits through useDomainForm's onSubmit.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/lib/domain-form.ts'],
    plugins: { forms },
    rules: { 'forms/one-form-hook': 'error' },
  },
  {
    // The domain's words live apart from its zod schemas, so a page that only shows words loads no zod (issue 43,
    // eslint-rules/words-apart-from-schemas.js).
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    plugins: { apart },
    rules: { 'apart/words-apart-from-schemas': 'error' },
  },
  {
    // Tests make dates from a clock they set (issue 46, eslint-rules/no-real-clock-dates.js).
    // Every test file is held to it: the 15 that made dates from the real clock when the rule came are all moved to a
    // set clock or fixed dates.
    files: ['src/**/*.test.{ts,tsx}'],
    plugins: { clock },
    rules: { 'clock/no-real-clock-dates': 'error' },
  },
  {
    // The unit, web and stress tests' bounds are hang detectors (issue 46): a test or hook takes the suite's
    // testTimeout/hookTimeout (120 s, vitest.config.ts) or more, and a wait takes HANG_MS (src/server/test/hang.ts),
    // which vi.waitFor and Testing Library's waits use by default. A shorter number of a test's own is a budget that a
    // busy machine passes (flood.test.ts's 90 s, webhook-breaker's 4 s wait).
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^(it|test|describe|beforeAll|beforeEach|afterAll|afterEach)$/] > Literal[raw=/^[0-9]/][value<120000]',
          message: "A test's bound is the suite's testTimeout (120 s) or more: a hang detector, not a budget.",
        },
        {
          selector:
            "CallExpression[callee.name=/^(it|test|describe)$/] > ObjectExpression > Property[key.name='timeout'] > Literal[raw=/^[0-9]/][value<120000]",
          message: "A test's bound is the suite's testTimeout (120 s) or more: a hang detector, not a budget.",
        },
        {
          selector: "Property[key.name='timeout'] > Literal[raw=/^[0-9]/][value<60000]",
          message: 'A wait is bounded by HANG_MS (src/server/test/hang.ts), the default of vi.waitFor and findBy…',
        },
      ],
    },
  },
  {
    // The browser tests' bounds are hang detectors set in one place (tests/e2e/timeouts.ts): a long flow calls
    // test.slow(); a number of a spec's own would be a budget a slower machine passes (issue 46).
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='test'][callee.property.name='setTimeout'] > Literal",
          message: 'A long flow calls test.slow(); the bounds are in tests/e2e/timeouts.ts.',
        },
        {
          selector: "Property[key.name='timeout'] > Literal[value!=0]",
          message:
            'Waits use the expect timeout (tests/e2e/timeouts.ts); a bound that is the check names EXPECT_TIMEOUT.',
        },
      ],
    },
  },
);
