import { existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-frames/**',
      'data/**',
      '.tools/**',
      'apps/web/android/**',
      'apps/web/ios/**',
      'test-results/**',
      'playwright-report/**',
      // The bench's tools are installed only when it runs (scripts/bench.sh); without their types
      // the type-aware rules cannot check it.
      ...(existsSync(new URL('bench/node_modules', import.meta.url)) ? [] : ['bench/**']),
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    // The call catalogue as a whole is a third of the app's own code: each screen takes its calls
    // from their area.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@servicebereich/protocol',
              allowTypeImports: true,
              importNames: ['CALLS', 'findCall'],
              message:
                "Take the call from its area (e.g. postboxCalls), so it loads with the screens that make it: the whole catalogue is a third of the app's own code.",
            },
          ],
        },
      ],
    },
  },
  {
    // A test that takes Playwright's own `test` would pass over an uncaught page error.
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/fixtures.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              allowTypeImports: true,
              importNames: ['test', 'expect'],
              message:
                'Take test and expect from ./fixtures.ts, which fails a test on page errors.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
