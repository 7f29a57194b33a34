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
import jsxText from './eslint-rules/jsx-text.js';
import noCycles from './eslint-rules/no-cycles.js';

const root = path.dirname(fileURLToPath(import.meta.url));

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/test-oracles.ts'];

/** Server files that may use drizzle-orm values: repositories, database and job infrastructure, tests. */
const SERVER_DB_ALLOWED = [
  'apps/server/src/**/*.repository.ts',
  'apps/server/src/**/*.test.ts',
  'apps/server/src/**/testing.ts',
  'apps/server/src/**/testing/**/*.ts',
  'apps/server/src/db/**/*.ts',
  'apps/server/src/seeds/**/*.ts',
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

/** Test code of the server: may wire and reach into any module. */
const TEST_CODE = '(\\.test\\.ts$|\\.test-helpers\\.ts$|\\.test-support\\.ts$|(^|/)testing(/|\\.ts$)|^apps/server/src/test/)';

/**
 * The schema files (apps/server/src/db/schema/<file>.ts) each module's repositories may use:
 * by default the file named after the module, plus common.ts. Listed here: modules whose
 * tables sit in other files. Never another module's tables: what a module lets others read in
 * SQL it publishes as read-only views in db/schema/<owner>.views.ts, which any repository may
 * join (lists that show, filter and sort by another module's columns keep their single query).
 */
const SCHEMA_FILES_OF = {
  access: ['access', 'invitations'],
  auth: ['access'],
  files: ['jobs'],
  commitments: ['commitments(\\.[a-z-]+)?'],
  reconciliation: ['reconciliation(\\.[a-z-]+)?'],
  merchants: ['merchants', 'merchants\\.partners', 'merchants\\.acquirers', 'merchants\\.onboarding', 'merchants\\.documents'],
};

/** A repository touches only its own module's tables, imported from their schema file (never the barrel). */
function repositoryTables() {
  const listed = Object.keys(SCHEMA_FILES_OF);
  const rule = (from, files) => ({
    from,
    to: `^apps/server/src/db/schema(?!/(${[...files, 'common', '[^/]+\\.views'].join('|')})(\\.ts)?$)`,
    message:
      "a repository imports only its own module's schema file(s) under db/schema/ (not the db/schema barrel); another module's data comes through its services or the read-only views of its <m>.views.ts.",
  });
  return [
    rule(`^apps/server/src/modules/(?!(${listed.join('|')})/)([^/]+)/.*\\.repository\\.ts$`, ['$2']),
    ...Object.entries(SCHEMA_FILES_OF).map(([m, files]) =>
      rule(`^apps/server/src/modules/${m}/.*\\.repository\\.ts$`, files),
    ),
  ];
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
    from: '^apps/server/src/(plugins|integrations|jobs|lib)/',
    except: TEST_CODE,
    to: '^apps/server/src/modules(/|$)',
    message: 'plugins/, integrations/, jobs/ and lib/ never import modules/ (modules register with them instead).',
  },
  {
    from: '^apps/server/src/',
    except: '(\\.repository\\.ts$|\\.test\\.ts$|(^|/)testing(/|\\.ts$)|^apps/server/src/(db|seeds|test|jobs|cli)/)',
    to: '^apps/server/src/db/schema(/|\\.ts$|$)',
    allowTypeOnly: true,
    message: 'only *.repository.ts files (and db/, jobs/, cli/ and test code) import the database schema.',
  },
  {
    from: '^apps/server/src/(?!app\\.ts$|prepare-database\\.ts$|modules/)',
    except: TEST_CODE,
    to: '^apps/server/src/modules/',
    message: 'only app.ts (its module list), prepare-database.ts (seed data) and test code reach into modules/.',
  },
  {
    from: '^apps/server/src/app\\.ts$',
    to: '^apps/server/src/modules/(?!([^/]+)/\\1\\.module(\\.ts)?$)',
    message: 'app.ts lists modules by their entry file modules/<m>/<m>.module.ts only.',
  },
  {
    from: '^apps/server/src/modules/([^/]+)/',
    except: TEST_CODE,
    to: '^apps/server/src/modules/(?!$1(/|$))[^/]+/(?![^/]+\\.ports(\\.ts)?$)',
    message:
      "a module uses another only through the services it offers (ctx.use), typed by the other module's <m>.ports.ts.",
  },
  {
    from: '^apps/server/src/modules/([^/]+)/',
    except: TEST_CODE,
    to: '^apps/server/src/modules/(?!$1(/|$))[^/]+/[^/]+\\.ports(\\.ts)?$',
    allowTypeOnly: true,
    message: "another module's <m>.ports.ts is imported for its types only (import type).",
  },
  // One way to compose a module of parts (lib/module-parts): its entry file takes from its
  // sub-folders only their <part>.part.ts files; each part wires its own folder.
  {
    from: '^apps/server/src/modules/([^/]+)/\\1\\.module\\.ts$',
    to: '^apps/server/src/modules/$1/[^/]+/(?![^/]+\\.part(\\.ts)?$)',
    message:
      "a module's entry file takes from its sub-folders only their <part>.part.ts files (composeParts, lib/module-parts).",
  },
  ...repositoryTables(),
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
  // Web structure (issue 22): server calls only through lib/'s api client, visible texts only
  // from the message catalogue (eslint-rules/jsx-text.js), and no import cycle in the tree
  // (eslint-rules/no-cycles.js scans apps/web, apps/server and packages/domain once per run).
  {
    plugins: { structure: { rules: { 'jsx-text': jsxText, 'no-cycles': noCycles } } },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: "features call the server through lib/api (api.get/post/...) or lib/download, never fetch()." },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: 'features call the server through lib/api (api.get/post/...) or lib/download, never fetch().',
        })),
      ],
    },
  },
  // Test files share a worker's module graph (vitest `isolate: false`): a web test that replaces
  // a module says so in its name and runs in the project web-isolated; a server test injects
  // what it replaces (the app's modules are objects a test can spy on).
  ...[
    { files: ['apps/web/src/**/*.test.{ts,tsx}'], how: 'is named *.isolated.test.tsx (project web-isolated)' },
    { files: ['apps/server/src/**/*.test.ts'], how: 'spies on the app instance instead (vi.spyOn(t.app.modules.x, ...))' },
  ].map(({ files, how }) => ({
    files,
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|resetModules)$/]",
          message: `test files share a worker's module graph: a test that replaces modules ${how}.`,
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/components/**/*.tsx', 'apps/web/src/features/**/*.tsx'],
    ignores: TESTS,
    rules: { 'structure/jsx-text': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    rules: {
      'structure/no-cycles': [
        'error',
        {
          root,
          folders: ['apps/web/src', 'apps/server/src', 'packages/domain/src'],
          workspaces: { '@lastro/domain': 'packages/domain', '@lastro/server': 'apps/server', '@lastro/web': 'apps/web' },
        },
      ],
    },
  },
);
