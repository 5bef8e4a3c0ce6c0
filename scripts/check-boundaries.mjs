#!/usr/bin/env node
// Module seams that Biome cannot express (apps/server/src/modules/README.md). Run by
// `npm run lint` after Biome; exits 1 and lists each broken seam.
//
// Imports are read with regular expressions, not a parser: the rules only need each
// statement's specifier and whether it is type-only, and this keeps the check well under a
// second on the whole tree.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cyclesOf } from './cycles.mjs';

const SERVER = 'apps/server/src';
const MODULES = `${SERVER}/modules`;
const FEATURES = 'apps/web/src/features';
/** Written on the line above an import, with a reason, to accept one seam on purpose. */
export const EXCEPTION_MARK = 'boundary-exception:';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const IMPORT =
  /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

function walk(dir, out) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name === 'data') continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(full, out);
    else if (SOURCE.test(e.name)) out.push(full);
  }
  return out;
}

/** Every import of a source text: specifier, line, type-only, and the line above it. */
export function importsOf(text) {
  const found = [];
  const lines = text.split('\n');
  for (const m of text.matchAll(IMPORT)) {
    const specifier = m[4] ?? m[5] ?? m[6];
    const start = m.index + m[0].search(/\b(import|export)\b/);
    const line = text.slice(0, start).split('\n').length;
    const names = m[3] ?? '';
    // `import type { A }` or `import { type A, type B }`: erased at build, no runtime seam,
    // but still a dependency on the other module's internals, so only the drizzle rule
    // treats it as harmless.
    const typeOnly =
      Boolean(m[2]) ||
      (/^\{[^}]*\}$/.test(names.trim()) &&
        names
          .replace(/[{}]/g, '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .every((s) => s.startsWith('type ')));
    const above = lines[line - 2] ?? '';
    found.push({ specifier, line, typeOnly, above });
  }
  return found;
}

const rel = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** `{ module, file }` for a path under apps/server/src/modules, else undefined. */
function serverModuleOf(p) {
  const m = p.match(new RegExp(`^${MODULES}/([^/]+)/(.+)$`));
  return m ? { module: m[1], file: m[2] } : undefined;
}

const isTest = (p) => /\.test\.(ts|tsx|mts|mjs)$/.test(p) || p.startsWith(`${SERVER}/test/`);
const kindOf = (file) => file.match(/\.(repository|tables|service|routes|worker)\.ts$/)?.[1];

/**
 * Fixtures and loaders stand outside the modules: tests check what landed in the tables,
 * and the demo seed bulk-loads every module's rows. The schema file aggregates every table
 * for Drizzle, and migrations are generated.
 */
function outsideTheRules(p) {
  return (
    isTest(p) ||
    p === `${SERVER}/db/schema.ts` ||
    p.startsWith(`${SERVER}/db/migrations/`) ||
    p.startsWith(`${SERVER}/seed/`)
  );
}

/** The import aliases of the workspaces' package.json "imports": `#server/x.ts` is apps/server/src/x.ts. */
export const ALIASES = { '#server/': `${SERVER}/`, '#web/': 'apps/web/src/' };

function resolve(root, fromFile, specifier) {
  for (const [alias, dir] of Object.entries(ALIASES))
    if (specifier.startsWith(alias)) return dir + specifier.slice(alias.length);
  if (!specifier.startsWith('.')) return undefined;
  return rel(root, path.resolve(path.dirname(path.join(root, fromFile)), specifier));
}

/** The seams broken in `files` (paths relative to `root`); [] when all hold. */
export function checkFiles(root, files) {
  const problems = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const here = serverModuleOf(file);
    const feature = file.startsWith(`${FEATURES}/`) ? file.split('/')[4] : undefined;
    for (const imp of importsOf(text)) {
      if (imp.above.includes(EXCEPTION_MARK) && imp.above.split(EXCEPTION_MARK)[1].trim().length > 10)
        continue;
      const report = (rule, message) => problems.push({ file, line: imp.line, rule, message });
      const target = resolve(root, file, imp.specifier);

      if (file.startsWith(`${SERVER}/`) && !outsideTheRules(file)) {
        const there = target ? serverModuleOf(target) : undefined;
        const thereKind = there ? kindOf(there.file) : undefined;
        const hereKind = here ? kindOf(here.file) : undefined;
        const foreign = there && there.module !== here?.module;

        if (foreign && (thereKind === 'repository' || thereKind === 'tables')) {
          // Tables may reference another module's tables: a foreign key is a declaration,
          // not a query.
          const foreignKey = hereKind === 'tables' && thereKind === 'tables';
          if (!foreignKey) {
            report(
              hereKind === 'repository' ? 'repository-foreign-tables' : 'foreign-module-data',
              `imports ${target}: another module's ${thereKind}; use the ${there.module} service instead`,
            );
          }
        }

        if (hereKind === 'service' && thereKind === 'routes') {
          report(
            'service-imports-routes',
            `imports ${target}: a service never depends on a routes file; declare what both need in a service or a deps file`,
          );
        }

        const dataLayer = hereKind === 'repository' || hereKind === 'tables';
        if (here && !dataLayer && !isTest(file)) {
          const drizzle = imp.specifier === 'drizzle-orm' || imp.specifier.startsWith('drizzle-orm/');
          const client = target === `${SERVER}/db/client.ts` && !imp.typeOnly;
          if (drizzle || client) {
            report(
              'query-outside-repository',
              `imports ${imp.specifier}: only ${here.module}.repository.ts may build queries`,
            );
          }
        }
      }

      if (feature && target?.startsWith(`${FEATURES}/`)) {
        const other = target.split('/')[4];
        if (other && other !== feature) {
          report(
            'feature-imports-feature',
            `imports ${target}: features stay apart; move what both need to components/ or lib/`,
          );
        }
      }
    }
  }
  return problems;
}

/**
 * Import cycles among `files` (tests aside: a test imports what it checks, nothing imports a
 * test). Type-only imports count: they are still a dependency a reader must follow. Each cycle
 * is one strongly connected component, reported once at its first file.
 */
export function findCycles(root, files) {
  const nodes = files.filter((f) => !/\.test\.(ts|tsx|mts|mjs)$/.test(f));
  const known = new Set(nodes);
  const edges = new Map();
  for (const file of nodes) {
    const targets = [];
    for (const imp of importsOf(readFileSync(path.join(root, file), 'utf8'))) {
      const target = resolve(root, file, imp.specifier);
      if (target && known.has(target)) targets.push(target);
    }
    edges.set(file, targets);
  }
  return cyclesOf(nodes, edges).map((members) => ({
    file: members[0],
    line: 1,
    rule: 'import-cycle',
    message: `an import cycle through ${members.length} file(s): ${members.join(' → ')}; imports point one way`,
  }));
}

/**
 * Cycles among the server's modules: module A imports module B when any of A's files (tests,
 * seeds and the schema aside) imports one of B's. Two imports do not count: a table's foreign
 * key to another module's table (the schema is one layer, declared, not queried), and an import
 * marked as a boundary exception. The web's features cannot form one: a feature imports no
 * other feature (checkFiles).
 */
export function findModuleCycles(root, files) {
  const edges = new Map();
  const why = new Map();
  for (const file of files) {
    const here = serverModuleOf(file);
    if (!here || outsideTheRules(file)) continue;
    for (const imp of importsOf(readFileSync(path.join(root, file), 'utf8'))) {
      if (imp.above.includes(EXCEPTION_MARK)) continue;
      const target = resolve(root, file, imp.specifier);
      const there = target ? serverModuleOf(target) : undefined;
      if (!there || there.module === here.module) continue;
      if (kindOf(here.file) === 'tables' && kindOf(there.file) === 'tables') continue;
      const out = edges.get(here.module) ?? [];
      if (!out.includes(there.module)) out.push(there.module);
      edges.set(here.module, out);
      why.set(`${here.module}>${there.module}`, `${file} → ${imp.specifier}`);
    }
  }
  return cyclesOf([...edges.keys()].sort(), edges).map((members) => {
    const inside = new Set(members);
    const through = members.flatMap((m) =>
      (edges.get(m) ?? []).filter((n) => inside.has(n)).map((n) => why.get(`${m}>${n}`)),
    );
    return {
      file: `${MODULES}/${members[0]}`,
      line: 1,
      rule: 'module-cycle',
      message: `the modules ${members.join(', ')} import each other (${through.join('; ')}); one of them must sit below, or receive the other's function from services.ts`,
    };
  });
}

export function checkTree(root) {
  const server = walk(path.join(root, SERVER), []).map((f) => rel(root, f));
  const web = walk(path.join(root, 'apps/web/src'), []).map((f) => rel(root, f));
  return [
    ...checkFiles(root, [...server, ...web]),
    ...findCycles(root, server),
    ...findModuleCycles(root, server),
    ...findCycles(root, web),
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkTree(root);
  for (const p of problems) console.error(`${p.file}:${p.line}  ${p.rule}  ${p.message}`);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} broken module seam(s); see apps/server/src/modules/README.md. A deliberate one takes a "// ${EXCEPTION_MARK} <why>" line above the import.`,
    );
    process.exit(1);
  }
}
