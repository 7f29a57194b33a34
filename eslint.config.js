// Lint for every workspace: recommended JS/TS rules, React hooks in the web app, and the
// import boundaries of DESIGN.md §2 (package bans per folder + the local `lastro/boundaries`
// rule for folder-to-folder imports). Kept to non-type-aware rules so `eslint .` stays fast.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lastro from './eslint-rules/boundaries.js';

const root = path.dirname(fileURLToPath(import.meta.url));

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/test-oracles.ts'];

/** Server files that may use drizzle-orm values: repositories, database and job infrastructure, tests. */
const SERVER_DB_ALLOWED = [
  'apps/server/src/**/*.repository.ts',
  'apps/server/src/**/*.test.ts',
  'apps/server/src/**/testing.ts',
  'apps/server/src/**/testing/**/*.ts',
  'apps/server/src/db/**/*.ts',
  'apps/server/src/test/**/*.ts',
  'apps/server/src/jobs/**/*.ts',
  'apps/server/src/cli/**/*.ts',
];

/** Package bans shared by several folders (no-restricted-imports `patterns`). */
const BAN = {
  server: {
    group: [
      '@lastro/server',
      '@lastro/server/*',
      'fastify',
      '@fastify/*',
      'pg',
      '@electric-sql/*',
      'pg-boss',
    ],
    message: 'apps/web never imports the server side (DESIGN.md §2).',
  },
  web: {
    group: [
      '@lastro/web',
      '@lastro/web/*',
      'react',
      'react-dom',
      'react-dom/*',
      '@mui/*',
      '@tanstack/*',
      'react-router',
      'notistack',
    ],
    message: 'apps/server never imports the web side (DESIGN.md §2).',
  },
  database: {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    message:
      'Only *.repository.ts files (and db/, jobs/, cli/ and test code) touch the database (DESIGN.md §2).',
    allowTypeImports: true,
  },
  domainOnlyZod: { regex: '^(?!zod(/|$)|\\.)', message: 'packages/domain imports only zod (DESIGN.md §2).' },
  domainTests: {
    group: [
      'react',
      'react-dom',
      '@mui/*',
      'fastify',
      '@fastify/*',
      'drizzle-orm',
      'drizzle-orm/*',
      '@lastro/server',
      '@lastro/web',
      'pg',
      '@electric-sql/*',
    ],
    message: 'packages/domain stays free of React, Fastify and the database (DESIGN.md §2).',
  },
};

function restrict(...patterns) {
  return { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] };
}

/** Folder-to-folder rules on resolved paths (see eslint-rules/boundaries.js). */
const BOUNDARIES = [
  {
    from: '^packages/domain/',
    to: '^(?!packages/domain/)',
    message: 'packages/domain imports only zod and its own files.',
  },
  { from: '^apps/web/', to: '^apps/server/', message: 'apps/web never imports apps/server.' },
  { from: '^apps/server/', to: '^apps/web/', message: 'apps/server never imports apps/web.' },
  {
    from: '^apps/web/src/(components|lib|config)/',
    to: '^apps/web/src/(features|app)(/|$)',
    message: 'components/, lib/ and config/ never import features/ or app/.',
  },
  {
    from: '^apps/web/src/features/([^/]+)/',
    to: '^apps/web/src/features/(?!$1(/|$))[^/]+',
    message:
      'a feature never imports another feature: lift what both need into components/, lib/ or @lastro/domain.',
  },
  {
    from: '^apps/web/src/features/',
    to: '^apps/web/src/app(/|$)',
    message: 'features never import app/ (app/ composes the features).',
  },
  {
    from: '^apps/server/src/(plugins|integrations)/',
    to: '^apps/server/src/modules(/|$)',
    message: 'plugins/ and integrations/ never import modules/.',
  },
  {
    from: '^apps/server/src/',
    except: '(\\.repository\\.ts$|\\.test\\.ts$|(^|/)testing(/|\\.ts$)|^apps/server/src/(db|test|jobs|cli)/)',
    to: '^apps/server/src/db/schema(/|\\.ts$|$)',
    allowTypeOnly: true,
    message: 'only *.repository.ts files (and db/, jobs/, cli/ and test code) import the database schema.',
  },
  // *.module.ts files are composition roots that register several modules' routes.
  {
    from: '^apps/server/src/modules/([^/]+)/',
    except: '\\.module\\.ts$',
    to: '^apps/server/src/modules/(?!$1(/|$))[^/]+/[^/]+\\.(routes|repository)(\\.ts)?$',
    message: 'a module calls another module through its service, never its routes or repository.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      // hidden folders (scratch copies, tool caches) are never project source
      '**/.*/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      '**/drizzle-draft/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.data*/**',
      '.bench-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { lastro },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'lastro/boundaries': ['error', { root, rules: BOUNDARIES }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat['recommended-latest'],
  },
  { files: ['e2e/**/*.ts'], languageOptions: { globals: { ...globals.browser } } },

  // Package bans per folder. Later objects replace earlier options of the same rule, so each
  // file set below is disjoint and carries its complete list.
  { files: ['packages/domain/src/**/*.ts'], ignores: TESTS, rules: restrict(BAN.domainOnlyZod) },
  { files: TESTS.map((t) => `packages/domain/src/${t}`), rules: restrict(BAN.domainTests) },
  { files: ['apps/web/src/**/*.{ts,tsx}'], rules: restrict(BAN.server) },
  { files: ['apps/server/src/**/*.ts'], ignores: SERVER_DB_ALLOWED, rules: restrict(BAN.web, BAN.database) },
  {
    files: SERVER_DB_ALLOWED,
    rules: restrict(BAN.web),
  },
);
