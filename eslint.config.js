// One lint setup for every target. The import boundaries encode docs/architecture.md: src/shared imports
// nothing of the other parts, the renderer imports no Node or Electron module, and a server module's routes
// speak HTTP only (their queries live in the module's repo). The import graph's own rules (no circle,
// modules reached through their index.ts, pages never importing pages) are .dependency-cruiser.cjs's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Exact module names (a pattern like 'http' would also catch our own './http').
const nodeBuiltins = [
  'fs',
  'fs/*',
  'path',
  'os',
  'crypto',
  'child_process',
  'http',
  'https',
  'net',
  'url',
  'stream',
  'worker_threads',
];

/** The renderer's import boundaries; `more` adds patterns for a part of it (ESLint replaces, not merges). */
function rendererImports(more = []) {
  return {
    patterns: [
      {
        group: ['**/server/**', '**/main/**', '**/preload/**'],
        message:
          'The renderer talks to the server over HTTP and to the desktop through window.desktop only.',
      },
      {
        group: ['node:*', 'electron/*'],
        message: 'The renderer has no Node and no Electron.',
      },
      ...more,
    ],
    paths: [
      ...[...nodeBuiltins, 'electron'].map((name) => ({
        name,
        message: 'The renderer has no Node and no Electron.',
      })),
      { name: 'react-router', message: 'Routing comes from react-router-dom.' },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'out/**',
      'dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/main/**', '**/preload/**', '**/renderer/**'],
              message: 'src/shared imports nothing of the other parts.',
            },
            { group: ['node:*'], message: 'src/shared is pure TypeScript: no Node.' },
          ],
          paths: [...nodeBuiltins, 'electron', 'react', 'react-dom'].map((name) => ({
            name,
            message: 'src/shared is pure TypeScript: no Node, DOM framework or Electron.',
          })),
        },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', rendererImports()],
    },
  },
  {
    // A page (a tool's too) is made of features and components; what two pages share is a feature.
    files: ['src/renderer/src/pages/**/*.{ts,tsx}', 'src/renderer/src/tools/*/**/*.{ts,tsx}'],
    ignores: ['src/renderer/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        rendererImports([
          {
            regex: String.raw`^\.\./(?!\.\./)|/pages/`,
            message: 'A page imports features and components, never another page.',
          },
        ]),
      ],
    },
  },
  {
    // Renderer tests run in Node (jsdom) and may start loopback servers.
    files: ['src/renderer/**/*.test.{ts,tsx}', 'src/renderer/src/test/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/renderer/**', '**/main/**', '**/preload/**', 'electron'],
              message: 'The server stands alone.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes are HTTP only: no query builder, no table. A module's queries live in its repo.
    files: ['src/server/modules/**/routes.ts', 'src/server/modules/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Queries belong in the module repo.' }],
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/**'],
              message: 'Queries belong in the module repo.',
            },
            {
              group: ['**/renderer/**', '**/main/**', '**/preload/**', 'electron'],
              message: 'The server stands alone.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|transaction)$/][callee.object.property.name='db']",
          message: 'Queries belong in the module repo: call one of its functions instead.',
        },
      ],
    },
  },
  {
    // Small files with one job: past this, split by responsibility.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.mjs', 'bench/**/*.{ts,mjs}', 'tests/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
);
