import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  firstPaintChunk,
  muiWithoutCssVariables,
  precompress,
  zodWithoutJsonSchema,
} from './vite-plugins.ts';

// The API runs on its own port in development; in production the server serves dist/ itself.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [muiWithoutCssVariables(), zodWithoutJsonSchema(), react(), precompress()],
  resolve: {
    // zod without code generation, which the Content-Security-Policy forbids (src/lib/zod-browser.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-browser.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: {
      // Left to itself, the sign-in page's chunk would list, for every screen it may import
      // later, the files to fetch alongside (~1 KB gzip). What it imports later (the panel, a
      // language, another session page) needs only first-paint, already loaded, and its own file.
      resolveDependencies: (_file, deps, { hostId }) => (hostId.includes('first-paint') ? [] : deps),
    },
    rolldownOptions: {
      // CommonJS packages the bundler must otherwise keep whole: they only define functions.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // The entry and the sign-in screen: what the first page most people open needs.
              name: firstPaintChunk(
                /[\\/]src[\\/](main\.tsx|features[\\/]auth[\\/]screens[\\/]session-login[\\/]session-login\.tsx)$/,
              ),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
