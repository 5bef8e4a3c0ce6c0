// Bundles the server (and the contract sources it imports) into dist/server.js, and the backup
// and restore commands into dist/backup.js and dist/restore.js; npm packages stay external and
// load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'src/server.ts', backup: 'src/cli/backup.ts', restore: 'src/cli/restore.ts' },
  outdir: 'dist',
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
