import { config } from 'zod/v4/core';

// zod decides when each schema is built whether to compile a fast path with `new Function`. The
// server's Content-Security-Policy forbids that (script-src 'self'), so in the browser every
// schema must be built after this line: the probe alone is reported as a CSP violation.
config({ jitless: true });
