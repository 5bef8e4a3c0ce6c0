import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { openDatabase } from './client.ts';

// The move from the embedded database to PostgreSQL: the target gets this version's schema from
// the migrations, then every table's rows, parents before children, a page at a time through
// json_populate_recordset (each value read back by its own column's type), and each serial's
// sequence set past the highest id.

const PAGE = 1000;

type Row = Record<string, unknown>;

/** Tables in an order where every table comes after the tables it references. */
function parentsFirst(tables: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (seen.has(table) || path.has(table)) return;
    path.add(table);
    for (const r of references) if (r.child === table && r.parent !== table) visit(r.parent, path);
    seen.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies every public table of `source` (an embedded database at this version's schema) into
 * the empty PostgreSQL database `target` (its connection, and its URL for the migrations).
 * All or nothing: the rows go in one transaction.
 */
export async function copyTables(
  source: PGlite,
  target: pg.Client,
  databaseUrl: string,
  say: (line: string) => void,
): Promise<void> {
  const migrated = await openDatabase({ databaseUrl });
  await migrated.close();
  const tables = (
    await target.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows.map((r) => r.name);
  const references = (
    await target.query<{ child: string; parent: string }>(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where c.contype = 'f' and n.nspname = 'public'`,
    )
  ).rows.map((r) => ({ child: r.child.replaceAll('"', ''), parent: r.parent.replaceAll('"', '') }));
  const order = parentsFirst(tables, references);
  await target.query('begin');
  try {
    // What the migrations wrote (reference data) is replaced by the backup's own rows.
    await target.query(`truncate ${order.map(quoted).join(', ')} restart identity cascade`);
    for (const table of order) {
      const columns = (
        await target.query<{ name: string }>(
          `select column_name as name from information_schema.columns
           where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
           order by ordinal_position`,
          [table],
        )
      ).rows.map((r) => quoted(r.name));
      const list = columns.join(', ');
      let copied = 0;
      for (let offset = 0; ; offset += PAGE) {
        const page = await source.query<{ rows: Row[] | null }>(
          `select json_agg(t) as rows from (select * from ${quoted(table)} order by ctid limit ${PAGE} offset ${offset}) t`,
        );
        const rows = page.rows[0]?.rows ?? [];
        if (rows.length === 0) break;
        await target.query(
          `insert into ${quoted(table)} (${list}) select ${list} from json_populate_recordset(null::${quoted(table)}, $1)`,
          [JSON.stringify(rows)],
        );
        copied += rows.length;
        if (rows.length < PAGE) break;
      }
      if (copied > 0) say(`  ${table}: ${copied}`);
    }
    // Each serial column's sequence continues after the highest id copied.
    const serials = await target.query<{ table: string; column: string }>(
      `select table_name as table, column_name as column from information_schema.columns
       where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    for (const { table, column } of serials.rows)
      await target.query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quoted(column)}), 1), max(${quoted(column)}) is not null) from ${quoted(table)}`,
        [`public.${quoted(table)}`, column],
      );
    await target.query('commit');
  } catch (err) {
    await target.query('rollback');
    throw err;
  }
}
