import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script without type declarations; the test pins its behaviour.
import { checkFiles, checkTree } from './check-boundaries.mjs';

type Problem = { file: string; line: number; rule: string; message: string };

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A throwaway project tree with the given files, checked as `npm run lint` checks it. */
function check(files: Record<string, string>): Problem[] {
  root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return checkTree(root) as Problem[];
}

const M = 'apps/server/src/modules';
const rules = (problems: Problem[]) => problems.map((p) => `${p.file}:${p.line} ${p.rule}`);

describe('check-boundaries', () => {
  it('accepts a module that keeps to its seams', () => {
    expect(
      check({
        [`${M}/a/a.tables.ts`]:
          "import { pgTable } from 'drizzle-orm/pg-core';\nimport { b } from '../b/b.tables.ts';\n",
        [`${M}/a/a.repository.ts`]:
          "import { eq } from 'drizzle-orm';\nimport type { DbOrTx } from '../../db/client.ts';\nimport { a } from './a.tables.ts';\n",
        [`${M}/a/a.service.ts`]:
          "import type { Db } from '../../db/client.ts';\nimport { type BService } from '../b/b.service.ts';\nimport * as repo from './a.repository.ts';\n",
        [`${M}/a/a.routes.ts`]: "import type { AService } from './a.service.ts';\n",
        [`${M}/a/a.routes.test.ts`]:
          "import { sql } from 'drizzle-orm';\nimport { b } from '../b/b.tables.ts';\n",
        'apps/server/src/db/schema.ts': "export * from '../modules/a/a.tables.ts';\n",
        'apps/web/src/features/x/screens/list.tsx': "import { useX } from '../api/x.queries.ts';\n",
      }),
    ).toEqual([]);
  });

  it("reports a file outside a module that imports the module's repository or tables", () => {
    const problems = check({
      [`${M}/a/a.service.ts`]: "import * as bRepo from '../b/b.repository.ts';\n",
      [`${M}/a/a.routes.ts`]: "\nimport { b } from '../b/b.tables.ts';\n",
      'apps/server/src/lib/helper.ts': "import type { BRow } from '../modules/b/b.repository.ts';\n",
    });
    expect(rules(problems).sort()).toEqual([
      'apps/server/src/lib/helper.ts:1 foreign-module-data',
      `${M}/a/a.routes.ts:2 foreign-module-data`,
      `${M}/a/a.service.ts:1 foreign-module-data`,
    ]);
  });

  it('reports a repository that reads another module’s tables', () => {
    const problems = check({
      [`${M}/a/a.repository.ts`]:
        "import { a } from './a.tables.ts';\nimport {\n  b,\n} from '../b/b.tables.ts';\n",
    });
    expect(rules(problems)).toEqual([`${M}/a/a.repository.ts:2 repository-foreign-tables`]);
  });

  it('reports a service or routes file that builds queries', () => {
    const problems = check({
      [`${M}/a/a.service.ts`]: "import { and, eq } from 'drizzle-orm';\n",
      [`${M}/a/a.routes.ts`]: "import { type Db, queryRows } from '../../db/client.ts';\n",
      [`${M}/a/a.worker.ts`]: "import { pgTable } from 'drizzle-orm/pg-core';\n",
    });
    expect(rules(problems).sort()).toEqual([
      `${M}/a/a.routes.ts:1 query-outside-repository`,
      `${M}/a/a.service.ts:1 query-outside-repository`,
      `${M}/a/a.worker.ts:1 query-outside-repository`,
    ]);
  });

  it('reports a web feature that imports another feature, static or lazy', () => {
    const problems = check({
      'apps/web/src/features/x/screens/list.tsx': "import { useY } from '../../y/api/y.queries.ts';\n",
      'apps/web/src/features/x/routes.tsx': "const Y = lazy(() => import('../y/screens/y.tsx'));\n",
    });
    expect(rules(problems).sort()).toEqual([
      'apps/web/src/features/x/routes.tsx:1 feature-imports-feature',
      'apps/web/src/features/x/screens/list.tsx:1 feature-imports-feature',
    ]);
  });

  it('reports an import cycle among server files, type-only imports and aliases included', () => {
    const problems = check({
      'apps/server/src/lib/tenancy.ts':
        "import type { Principal } from '#server/modules/auth/auth.service.ts';\n",
      [`${M}/auth/auth.service.ts`]: "import { storeOf } from '../users/users.service.ts';\n",
      [`${M}/users/users.service.ts`]: "import { storeOf } from '../../lib/tenancy.ts';\n",
      [`${M}/users/users.routes.test.ts`]: "import { x } from '../auth/auth.service.ts';\n",
    });
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'apps/server/src/lib/tenancy.ts',
        rule: 'import-cycle',
        message: expect.stringContaining(`${M}/auth/auth.service.ts → ${M}/users/users.service.ts`),
      }),
    ]);
  });

  it('reports two modules that import each other with no file cycle, but not foreign keys both ways', () => {
    const planted = {
      [`${M}/sales/sales.service.ts`]:
        "import { companyNames } from '#server/modules/delivery/parties.service.ts';\n",
      [`${M}/delivery/parties.service.ts`]: 'export const companyNames = () => [];\n',
      [`${M}/delivery/shipments.service.ts`]:
        "import type { SalesService } from '../sales/sales.service.ts';\n",
      [`${M}/sales/sales.tables.ts`]: "import { companies } from '../delivery/delivery.tables.ts';\n",
      // A foreign key back, from another of delivery's tables: a declaration, not a dependency.
      [`${M}/delivery/routes.tables.ts`]: "import { bills } from '../sales/sales.tables.ts';\n",
    };
    expect(check(planted)).toEqual([
      expect.objectContaining({
        file: `${M}/delivery`,
        rule: 'module-cycle',
        message: expect.stringContaining(`${M}/delivery/shipments.service.ts → ../sales/sales.service.ts`),
      }),
    ]);
    rmSync(root, { recursive: true, force: true });
    // The shipments move to a module of their own, above both.
    const { [`${M}/delivery/shipments.service.ts`]: shipments, ...rest } = planted;
    expect(check({ ...rest, [`${M}/shipments/shipments.service.ts`]: shipments! })).toEqual([]);
  });

  it('reports a cycle among web files, and accepts the same files once the cycle is cut', () => {
    const planted = {
      'apps/web/src/components/dialog.tsx': "import { View } from './dialog-view.tsx';\n",
      'apps/web/src/components/dialog-view.tsx': "import type { Props } from '#web/components/dialog.tsx';\n",
    };
    expect(rules(check(planted))).toEqual(['apps/web/src/components/dialog-view.tsx:1 import-cycle']);
    rmSync(root, { recursive: true, force: true });
    expect(
      check({
        ...planted,
        'apps/web/src/components/dialog-view.tsx': "import type { Props } from './props.ts';\n",
      }),
    ).toEqual([]);
  });

  it('reports a service that imports a routes file', () => {
    const problems = check({
      [`${M}/a/a.service.ts`]: "import type { ADeps } from './a.routes.ts';\n",
      [`${M}/a/a.routes.ts`]: 'export type ADeps = { n: number };\n',
    });
    expect(rules(problems)).toEqual([`${M}/a/a.service.ts:1 service-imports-routes`]);
  });

  it('accepts a seam marked on purpose, but only with a reason', () => {
    const problems = check({
      [`${M}/a/a.repository.ts`]: [
        '// boundary-exception: the per-request lookup joins b in one query',
        "import { b } from '../b/b.tables.ts';",
        '// boundary-exception:',
        "import { c } from '../c/c.tables.ts';",
      ].join('\n'),
    });
    expect(rules(problems)).toEqual([`${M}/a/a.repository.ts:4 repository-foreign-tables`]);
  });

  it('checks a given list of files with the same rules', () => {
    root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
    const file = `${M}/a/a.service.ts`;
    mkdirSync(path.join(root, M, 'a'), { recursive: true });
    writeFileSync(path.join(root, file), "import { sql } from 'drizzle-orm';\n");
    expect(rules(checkFiles(root, [file]))).toEqual([`${file}:1 query-outside-repository`]);
  });
});
