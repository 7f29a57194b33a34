import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The manifest lets scripts/bundle-budget.mjs weigh each route's first load.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500, manifest: true },
});
