// Lint: TypeScript rules plus the import boundaries of CONVENTIONS.md (domain imports nothing of
// server or web or I/O; server and web never import each other).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'src/server/db/migrations', 'test-results', 'playwright-report', 'bench'] },
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
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@/server/*', '@/web/*', '**/server/**', '**/web/**'], message: 'src/domain must not import server or web code.' },
        { group: ['node:*', 'fs', 'path', 'fastify', 'fastify/*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'react', 'react-dom', 'react/*', '@mantine/*', '@tanstack/*'], message: 'src/domain is pure: no I/O, no framework.' },
      ]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([{ group: ['@/web/*', '**/web/**', 'react', 'react-dom', '@mantine/*'], message: 'The server must not import web code.' }]) },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'no-restricted-imports': restrict([{ group: ['@/server/*', '**/server/**', 'drizzle-orm', 'drizzle-orm/*', 'fastify', 'node:*'], message: 'The web app must not import server code.' }]),
    },
  },
);
