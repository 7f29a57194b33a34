import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
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
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
