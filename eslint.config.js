import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/*
 * The architecture's boundaries (../shared/design/architecture.md) are rules, not hopes. ESLint keeps
 * one setting per rule for a file (the last matching block wins), so each block below lists every
 * restriction its files have.
 */
const REACT = ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/react-query', 'wagmi'];
const TEST_KITS = [
  {
    group: ['**/testing', '**/testing/**', '**/*test-kit*', 'vitest', '@testing-library/*'],
    message: 'production code never imports a test kit',
  },
];
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // the server and the framework-free layers never import React, the app's views or its UI
    files: ['server/**/*.ts', 'src/api/**/*.ts', 'src/lib/**/*.ts'],
    ignores: TEST_FILES,
    rules: restrict(
      { group: [...REACT, '**/features/**', '**/app/**', '**/ui/**', '**/wallet/**'], message: 'framework-free code' },
      ...TEST_KITS,
    ),
  },
  {
    // shared UI is presentational: it knows no view and no app wiring
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: restrict({ group: ['**/features/**', '**/app/**'], message: 'src/ui never imports a view or the app' }, ...TEST_KITS),
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/wallet/**/*.{ts,tsx}', 'src/main.tsx'],
    ignores: TEST_FILES,
    rules: restrict(...TEST_KITS),
  },
  {
    // a view's logic is unit-tested without a server; tests against the real local service say so in their name
    files: ['src/features/**/*.test.{ts,tsx}', 'src/ui/**/*.test.{ts,tsx}', 'src/lib/**/*.test.{ts,tsx}'],
    ignores: ['**/*.service.test.{ts,tsx}'],
    rules: restrict({
      group: ['**/server/app', '**/server/**/demo-db', '**/testing/local-service'],
      message: 'a unit test boots no server: name it *.service.test.ts',
    }),
  },
  // a feature never imports another feature: the app composes them
  ...features.map((name) => ({
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    ignores: TEST_FILES,
    rules: restrict(
      { regex: `^\\.\\./(?!\\.\\./)`, message: `src/features/${name} never imports another feature` },
      { regex: `(^|/)features/(?!${name}/)`, message: `src/features/${name} never imports another feature` },
      { group: ['**/app/**'], message: 'a feature never imports the app' },
      ...TEST_KITS,
    ),
  })),
);
