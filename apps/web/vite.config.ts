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
    // No <link rel=modulepreload> for a lazy chunk's imports: the browser fetches them as it
    // reads the chunk. Vite lists every file a lazy import may need, most already in the page,
    // and adding the links cost the main thread ~25 ms for the dashboard on this machine
    // (51 links); without them Lighthouse's simulated phone saw less blocking time and no later
    // largest paint (A/B in the README's bench section).
    modulePreload: false,
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
