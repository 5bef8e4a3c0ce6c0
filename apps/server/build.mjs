// Bundles the server (and the contract sources it imports) into dist/server.js, and the backup,
// restore and files-copy commands into dist/backup.js, dist/restore.js and dist/copy-files.js; npm packages stay external and
// load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'copy-files': 'src/cli/copy-files.ts',
  },
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
