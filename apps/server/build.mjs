// Bundles the server (and the contract sources it imports) into dist/server.js;
// npm packages stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: {
    '@vitrina/contract': '../../packages/contract/src/index.ts',
    '@vitrina/storefront': '../../packages/storefront/src/index.ts',
  },
  jsx: 'automatic',
  logLevel: 'warning',
});
