// The panel's build resolves every `import … from 'zod'` here (vite.config.ts), the contract's
// schemas included, so zod runs without code generation before any schema exists. Imports run
// in order: the setting first, then zod itself.
import './zod-jitless.ts';

export * from 'zod/v4';
export { z as default, z } from 'zod/v4';
