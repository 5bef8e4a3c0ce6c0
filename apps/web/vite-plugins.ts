import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the highest levels:
 * the server sends them as they are (@fastify/static `preCompressed`), so a phone downloads a
 * quarter of the bytes and the server never compresses on a request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vitrina:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        jobs.push(
          (async () => {
            const source = await readFile(file);
            if (source.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipAsync(source, { level: 9 }),
            ]);
            if (br.length < source.length) await writeFile(`${file}.br`, br);
            if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}

// Internal modules of @mui/material that only CSS-variables themes use, and what replaces them.
const CSS_VARS_MODULES: Record<string, { importer: RegExp; stub: string }> = {
  './createThemeWithVars.mjs': {
    importer: /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    stub: 'export default function createThemeWithVars() { throw new Error(MESSAGE); }',
  },
  './ThemeProviderWithVars.mjs': {
    importer: /[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
    stub: 'export function CssVarsProvider() { throw new Error(MESSAGE); }',
  },
};
const STUB_PREFIX = '\0vitrina-mui-no-css-vars:';

/**
 * The panel's themes never use CSS variables (app/theme.ts: no `cssVariables`, no
 * `colorSchemes`), yet MUI's `createTheme` and `ThemeProvider` import the CSS-variables engine
 * for that case: ~7 KB gzip on every first visit. This swaps those two imports for stubs that
 * throw, so a theme that someday asks for CSS variables fails loudly on its first render instead
 * of silently losing them.
 */
export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'vitrina:mui-without-css-variables',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const entry = CSS_VARS_MODULES[source];
      if (entry && importer && entry.importer.test(importer)) return STUB_PREFIX + source;
      return null;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const entry = CSS_VARS_MODULES[id.slice(STUB_PREFIX.length)];
      const message = JSON.stringify(
        'This build leaves out MUI CSS variables (apps/web/vite-plugins.ts): create themes without cssVariables or colorSchemes.',
      );
      return entry ? `const MESSAGE = ${message};\n${entry.stub}\n` : null;
    },
  };
}

// zod 4's classic schemas carry `toJSONSchema()` and Standard Schema's `jsonSchema`, which bring
// its JSON Schema generator (~6 KB gzip) to every page that checks a reply. The panel never
// converts a schema to JSON Schema (the server does, for its API description), so the build
// swaps both modules for stubs with the same exports that throw if one is ever called.
const ZOD_JSON_SCHEMA = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;

/** The stub of one of zod's JSON Schema modules: its export names, each a function that throws. */
export function zodJsonSchemaStub(source: string): string {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export (?:const|function) (\w+)/gm)) names.add(m[1]!);
  for (const m of source.matchAll(/^export \{([^}]*)\}/gm))
    for (const part of m[1]!.split(','))
      if (part.trim())
        names.add(
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        );
  const message = JSON.stringify(
    "This build leaves out zod's JSON Schema generator (apps/web/vite-plugins.ts, zodWithoutJsonSchema).",
  );
  const lines = [`const fail = () => { throw new Error(${message}); };`];
  for (const name of names) {
    // The factories run when a schema is built; the methods they make are what must not run.
    if (name.startsWith('create')) lines.push(`export const ${name} = () => fail;`);
    else if (name === 'allProcessors') lines.push(`export const ${name} = {};`);
    else lines.push(`export const ${name} = fail;`);
  }
  return `${lines.join('\n')}\n`;
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'vitrina:zod-without-json-schema',
    enforce: 'pre',
    apply: 'build',
    async load(id) {
      if (!ZOD_JSON_SCHEMA.test(id)) return null;
      return zodJsonSchemaStub(await readFile(id, 'utf8'));
    },
  };
}

type ModuleGraph = {
  getModuleInfo(id: string): { importers: readonly string[]; importedIds: readonly string[] } | null;
};

// Packages whose every used export runs on the first paint of any page.
const FIRST_PAINT_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@emotion[\\/][^\\/]+|hoist-non-react-statics|react-is|@mui[\\/](styled-engine|private-theming))[\\/]/;
// A module re-exporting this many others is a barrel ('@mui/material/styles', the contract's
// index): importing one name from it says nothing about the rest, so it does not pass
// "first paint" on to what it re-exports.
const BARREL_IMPORTS = 5;

function reachability(roots: RegExp, packages?: RegExp) {
  const known = new Map<string, boolean>();
  const reached = (id: string, ctx: ModuleGraph): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, false); // an import cycle does not make a module reachable
    const through = (importer: string) => {
      const info = ctx.getModuleInfo(importer);
      return !!info && info.importedIds.length < BARREL_IMPORTS && reached(importer, ctx);
    };
    const result =
      roots.test(id) || !!packages?.test(id) || (ctx.getModuleInfo(id)?.importers ?? []).some(through);
    known.set(id, result);
    return result;
  };
  return reached;
}

/**
 * Names the chunk of every module the sign-in page needs: the packages every page runs, and what
 * the entry and the sign-in screen import, at any depth. Left alone, the bundler cuts that code
 * into some thirty small files (React, MUI pieces, i18next…), each compressed on its own and
 * each one more request; as one file the sign-in page downloads a few KB less and makes three
 * requests. Anything else stays in its own chunk and loads when a screen needs it.
 */
export function firstPaintChunk(roots: RegExp): (id: string, ctx: ModuleGraph) => string | null {
  const onFirstPaint = reachability(roots, FIRST_PAINT_PACKAGES);
  return (id, ctx) => (onFirstPaint(id, ctx) ? 'first-paint' : null);
}
