// Compiles the server into one ES module (dist/main.js) so that production runs on plain
// Node: the TypeScript loader used in development costs a thread, its own heap and a copy of
// every module's source (about 80 MB of resident memory at idle). Packages from node_modules
// stay external and load as they are; the workspace's own TypeScript (@lastro/domain) is compiled in.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: { main: path.join(root, 'src/main.ts'), 'create-admin': path.join(root, 'src/cli/create-admin.ts') },
  outdir: dist,
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        // Bare imports are packages: left to Node, except the workspace's TypeScript packages.
        b.onResolve({ filter: /^[^./]|^\.[^./]|^\.\.[^/]/ }, (args) =>
          args.path.startsWith('@lastro/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  // Packages written in CommonJS call require(); an ES module has none of its own.
  banner: { js: "import { createRequire as __lastroCreateRequire } from 'node:module'; const require = __lastroCreateRequire(import.meta.url);" },
});
// Migrations are read from beside the code that runs them.
cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
