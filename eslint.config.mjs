// ESLint flat config for every workspace: typescript-eslint's recommended rules, React and the
// rules of hooks for the site's components, and eslint-config-prettier last so formatting is left
// to Prettier (`npm run format`). Run with `npm run lint`; `npm test` runs it as a check.
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** What browser code may not import (docs/decisions/0012, 0013). */
const BROWSER_ONLY = [
  {
    group: ['@aivis/contract/log', 'pino', 'pino/*', 'pino-http', 'pino-http/*'],
    message: 'Server-only logging: browser code logs through lib/errorLog.ts.',
    allowTypeImports: true,
  },
  {
    regex: '^node:',
    message: 'Node builtins do not exist in the browser.',
    allowTypeImports: true,
  },
  {
    regex: '^(\\.{1,2}/(.+/)?server(/|$)|@aivis/web/server(/|$))',
    message:
      'Server modules stay out of the browser: load the data in +data.ts or a *.server.ts hook.',
    allowTypeImports: true,
  },
]

/** A relative import of web/<above> from web/<here>, which stands below it (decision 0122). */
const floor = (above, here) => ({
  regex: `^(\\.\\./)+${above}(/|$)`,
  message: `web/${here} stands below web/${above}: move what both need down to web/lib or web/components (docs/decisions/0122).`,
})

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.next/',
      'data/',
      'test-results/',
      'playwright-report/',
      'web/.file-env-*/',
      'cms/src/migrations/',
      'cms/src/app/(payload)/admin/importMap.js',
      'cms/next-env.d.ts',
      'collections/src/payload-types.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['web/**/*.tsx', 'cms/src/app/**/*.tsx'],
    ...react.configs.flat.recommended,
    settings: { react: { version: 'detect' } },
  },
  { files: ['web/**/*.tsx', 'cms/src/app/**/*.tsx'], ...react.configs.flat['jsx-runtime'] },
  {
    files: ['web/**/*.tsx', 'cms/src/app/**/*.tsx'],
    rules: {
      'react/prop-types': 'off',
      // Emotion's `css` prop is a React prop here (jsxImportSource @emotion/react).
      'react/no-unknown-property': ['error', { ignore: ['css'] }],
      // The spec's copy is full of apostrophes; only the characters that break JSX are refused.
      'react/no-unescaped-entities': ['error', { forbid: ['>', '}'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Vike's useConfig() is called inside +data hooks by design (https://vike.dev/useConfig).
    files: ['web/pages/**/+data.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Browser code may not import server code (docs/decisions/0012, 0013): the logger and pino,
    // Node builtins, the site's server/ modules. Files Vike runs on the server only may: +data
    // hooks (no `dataEnv` moves them) and `*.server.ts` (a server-only hook needing server code is
    // named `+hook.server.ts`). Tests never reach a browser. Type-only imports vanish at build time.
    files: ['web/pages/**/*.{ts,tsx}'],
    ignores: ['web/pages/**/+data.ts', 'web/**/*.server.{ts,tsx}', 'web/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: BROWSER_ONLY }] },
  },
  {
    // The site's floors (docs/decisions/0122): pages (by domain) stand on components, which stand
    // on lib; the server stands on components and lib. Nothing below the pages imports from them,
    // and lib imports no component. Test files may reach anywhere.
    files: ['web/components/**/*.{ts,tsx}'],
    ignores: ['web/**/*.server.{ts,tsx}', 'web/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...BROWSER_ONLY, floor('pages', 'components')] },
      ],
    },
  },
  {
    files: ['web/lib/**/*.{ts,tsx}'],
    ignores: ['web/**/*.server.{ts,tsx}', 'web/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...BROWSER_ONLY, floor('pages', 'lib'), floor('components', 'lib')] },
      ],
    },
  },
  {
    files: ['web/server/**/*.{ts,tsx}', 'web/**/*.server.{ts,tsx}'],
    ignores: ['web/pages/**', 'web/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [floor('pages', 'server')] },
      ],
    },
  },
  {
    // Length (docs/decisions/0123): a function over 150 lines is split into named steps; a file
    // over 600 lines is a warning to split it by concern. Tests (a describe is long by nature) and
    // data tables (word lists, the seed's content, the simulator's answers) are exempt.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'tests/**', '**/testing/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipComments: true, skipBlankLines: true }],
      'max-lines': ['warn', { max: 600, skipComments: true, skipBlankLines: true }],
    },
  },
  {
    files: [
      'audit-service/src/engine/mentions/lexicon.ts',
      'collections/src/seed/content.ts',
      'audit-service/src/simulator/**',
    ],
    rules: { 'max-lines': 'off' },
  },
  {
    // Tests and their HTTP fakes read arbitrary JSON bodies.
    files: ['**/*.test.{ts,tsx}', '**/testing/**', '**/test/support/**', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
)
