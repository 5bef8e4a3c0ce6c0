import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../apps/web/vite-plugins.ts';

// The storefront's browser entry alone (the server renders the HTML): one hydration script under
// dist/assets with a manifest the server reads, and .br/.gz copies it sends as they are.
export default defineConfig({
  // Served under /tienda/assets/ (apps/server shop-pages.routes.ts), also for lazy chunks.
  base: '/tienda/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: { input: 'src/client.tsx' },
  },
});
