import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config';

// One runner for every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // Set once for all projects: vitest 4 refuses projects with different maxWorkers in one run.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: true,
          // A fork runs its files one after another in one module graph instead of re-importing
          // the whole server for each (74 files: about 100 s of imports per run). Every file still
          // builds its own app on its own database, so nothing it makes outlives it.
          isolate: false,
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      ...webProjects,
      {
        test: {
          name: 'tooling',
          root: '.',
          include: ['eslint-rules/**/*.test.js', 'scripts/**/*.test.js'],
          environment: 'node',
          // The first lint loads the whole config and the TypeScript parser.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
