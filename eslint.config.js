import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Boundaries: the browser never reaches into the server, and only the hosted adapter speaks Firebase.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'node:*', 'better-sqlite3', 'fastify', 'sharp'],
              message: 'Browser code must not import server code.',
            },
            { group: ['firebase', 'firebase/*'], message: 'Only src/data/firebase may import Firebase.' },
            {
              group: ['@/data/http/*', '@/data/firebase/*', '**/data/http/*', '**/data/firebase/*'],
              message: 'Screens use the Backend port (src/data), never an adapter.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', 'node:*'], message: 'Browser code must not import server code.' },
            { group: ['firebase', 'firebase/*'], message: 'Only src/data/firebase may import Firebase.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/data/firebase/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', 'node:*'], message: 'Browser code must not import server code.' }] },
      ],
    },
  },
  {
    // Public code takes zod-free domain modules (e.g. @/domain/product); the barrel carries the schemas and zod.
    files: [
      'src/main.tsx',
      'src/app/**',
      'src/routes/site/**',
      'src/features/catalogue/**',
      'src/components/**',
      'src/content/**',
      'src/i18n/**',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/domain',
              allowTypeImports: true,
              message: 'Public pages import a zod-free module such as @/domain/product, not the barrel.',
            },
          ],
          patterns: [
            {
              group: ['**/server/**', 'node:*', 'better-sqlite3', 'fastify', 'sharp'],
              message: 'Browser code must not import server code.',
            },
            { group: ['firebase', 'firebase/*'], message: 'Only src/data/firebase may import Firebase.' },
            {
              group: ['@/data/http/*', '@/data/firebase/*', '**/data/http/*', '**/data/firebase/*'],
              message: 'Screens use the Backend port (src/data), never an adapter.',
            },
            {
              group: ['**/*-schema', 'zod'],
              message: 'Public pages do not load the schemas; the server and the admin validate.',
            },
          ],
        },
      ],
    },
  },
  {
    // The embedded mode's adapter is part of every public page: zod-free as well.
    files: ['src/data/index.ts', 'src/data/http/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/domain',
              allowTypeImports: true,
              message: 'Public pages import a zod-free module such as @/domain/product, not the barrel.',
            },
          ],
          patterns: [
            {
              group: ['**/server/**', 'node:*', 'better-sqlite3', 'fastify', 'sharp'],
              message: 'Browser code must not import server code.',
            },
            { group: ['firebase', 'firebase/*'], message: 'Only src/data/firebase may import Firebase.' },
            {
              group: ['**/*-schema', 'zod'],
              message: 'Public pages do not load the schemas; the server and the admin validate.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'node:*', '@/data/*', '@/app/*'],
              message: 'The domain module depends on nothing but zod.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**', 'tests/**', 'bench/**', 'scripts/**', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures take an empty destructuring pattern by design.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
