import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

type ProjectConfig = NonNullable<TestProjectInlineConfiguration['test']>;
import react from '@vitejs/plugin-react';

const shared = {
  root: './apps/web',
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  testTimeout: 20_000,
} satisfies ProjectConfig;

/** Files that replace a module (vi.mock) need a module graph of their own: `*.isolated.test.tsx`. */
const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';

export const webProjects = [
  defineProject({
    plugins: [react()],
    test: {
      ...shared,
      name: 'web',
      include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
      exclude: [ISOLATED],
      // A worker runs its files one after another in one module graph instead of importing React,
      // MUI and the app again for each (about two thirds of the project's time). Each file still
      // renders into its own jsdom, with its own QueryClient.
      isolate: false,
    },
  }),
  defineProject({
    plugins: [react()],
    test: { ...shared, name: 'web-isolated', include: [ISOLATED] },
  }),
];

export default webProjects[0];
