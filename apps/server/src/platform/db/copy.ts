import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * `npm run db:copy`: every table of the embedded database into an empty, migrated PostgreSQL, in
 * one transaction, then checked table by table (docs/decisions/0071-leaving-the-embedded-database.md).
 * Values travel as their text form and are cast back to the column's type on the target, so no
 * value passes through a JavaScript type (a timestamp keeps its microseconds, a bigint its digits).
 */
export interface TableCheck {
  table: string;
  sourceRows: number;
  targetRows: number;
  checksumOk: boolean;
}

/** The target is not what a copy may write into (not empty, another schema): nothing was written. */
export class CopyRefused extends Error {}

/** Rows read and written at a time: memory stays flat whatever a table's size. */
const BATCH = 1000;

/**
 * Both sides print values the same way whatever their servers' defaults: a timestamptz in UTC,
 * ISO dates, floats in their shortest exact form, bytea in hex.
 */
const SESSION = [
  "set timezone = 'UTC'",
  "set datestyle = 'ISO, YMD'",
  "set intervalstyle = 'postgres'",
  'set extra_float_digits = 1',
  "set bytea_output = 'hex'",
];

interface Column {
  name: string;
  type: string;
  generated: boolean;
}

type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The app's tables (drizzle's record of migrations is each side's own, made by migrating it). */
const TABLES = `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = current_schema() and c.relkind = 'r' and c.relname <> '__drizzle_migrations' order by 1`;

async function tables(q: Query): Promise<string[]> {
  return (await q<{ name: string }>(TABLES)).map((r) => r.name);
}

async function columns(q: Query, table: string): Promise<Column[]> {
  const rows = await q<{ name: string; type: string; generated: string }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attgenerated::text as generated
       from pg_attribute a where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
    [ident(table)],
  );
  return rows.map((r) => ({ name: r.name, type: r.type, generated: r.generated !== '' }));
}

/**
 * A table's row count and checksum, computed by the same SQL on both sides: the md5 of each
 * row's text (columns by name, so their order in the table does not matter), sorted bytewise and
 * hashed together. Only 32 characters per row are aggregated, whatever the rows hold.
 */
export async function tableChecksum(q: Query, table: string, cols: Column[]): Promise<{ rows: number; sum: string }> {
  const row = `md5(row(${[...cols.map((c) => c.name)]
    .sort()
    .map((c) => `t.${ident(c)}`)
    .join(', ')})::text)`;
  const [r] = await q<{ rows: string; sum: string }>(
    `select count(*)::text as rows, coalesce(md5(string_agg(${row}, '' order by ${row} collate "C")), '') as sum
       from ${ident(table)} t`,
  );
  return { rows: Number(r?.rows ?? 0), sum: r?.sum ?? '' };
}

/** Copies every table of `source` (PGlite, migrated, held by this process) into `target` (migrated, empty). */
export async function copyDatabase(
  source: PGlite,
  target: pg.Pool,
  progress: (table: string, rows: number) => void = () => {},
): Promise<TableCheck[]> {
  for (const s of SESSION) await source.exec(s);
  const sq: Query = async (text, params) => (await source.query(text, params)).rows as never;
  const names = await tables(sq);
  const client = await target.connect();
  const tq: Query = async (text, params) => (await client.query(text, params)).rows;
  try {
    for (const s of SESSION) await client.query(s);
    const targetNames = await tables(tq);
    const missing = names.filter((n) => !targetNames.includes(n));
    const extra = targetNames.filter((n) => !names.includes(n));
    if (missing.length || extra.length)
      throw new CopyRefused(
        `the target's tables differ from the embedded database's (missing: ${missing.join(', ') || 'none'}; extra: ${extra.join(', ') || 'none'}): migrate both with this build`,
      );
    const plan = new Map<string, Column[]>();
    for (const table of names) plan.set(table, await columns(tq, table));
    await client.query('begin');
    try {
      // Asked after migrating: a database the migrations just made holds no rows, and anything
      // else is someone's data, which a copy must not mix with.
      const withRows: string[] = [];
      for (const t of names)
        if ((await tq<{ any: boolean }>(`select exists (select 1 from ${ident(t)}) as any`))[0]?.any) withRows.push(t);
      if (withRows.length) throw new CopyRefused(`the target is not empty: ${withRows.join(', ')} hold rows`);
      // Foreign keys come off for the copy and back on after it: putting them back checks every
      // row against them, whatever order the tables (or a table's own parent rows) arrived in.
      const fks = await tq<{ table: string; name: string; def: string }>(
        `select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as def
           from pg_constraint c join pg_namespace n on n.oid = c.connamespace
          where c.contype = 'f' and n.nspname = current_schema()`,
      );
      for (const fk of fks) await tq(`alter table ${fk.table} drop constraint ${ident(fk.name)}`);
      // The tables' own triggers (the users' counts) would count the copied rows a second time.
      for (const table of names) await tq(`alter table ${ident(table)} disable trigger user`);
      for (const table of names) {
        const copied = await copyTable(source, tq, table, plan.get(table)!);
        progress(table, copied);
      }
      for (const table of names) await tq(`alter table ${ident(table)} enable trigger user`);
      for (const fk of fks) await tq(`alter table ${fk.table} add constraint ${ident(fk.name)} ${fk.def}`);
      await copySequences(sq, tq);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    }
    const checks: TableCheck[] = [];
    for (const table of names) {
      const cols = plan.get(table)!;
      const [a, b] = [await tableChecksum(sq, table, cols), await tableChecksum(tq, table, cols)];
      checks.push({ table, sourceRows: a.rows, targetRows: b.rows, checksumOk: a.sum === b.sum && a.rows === b.rows });
    }
    return checks;
  } finally {
    client.release();
  }
}

async function copyTable(source: PGlite, tq: Query, table: string, cols: Column[]): Promise<number> {
  const writable = cols.filter((c) => !c.generated);
  if (writable.length === 0) return 0;
  const list = writable.map((c) => ident(c.name)).join(', ');
  const insert = `insert into ${ident(table)} (${list}) overriding system value
    select ${writable.map((c, i) => `u.c${i}::${c.type}`).join(', ')}
      from unnest(${writable.map((_, i) => `$${i + 1}::text[]`).join(', ')}) as u(${writable.map((_, i) => `c${i}`).join(', ')})`;
  let copied = 0;
  await source.transaction(async (tx: Transaction) => {
    await tx.query(
      `declare copy_rows no scroll cursor for select ${writable.map((c) => `${ident(c.name)}::text`).join(', ')} from ${ident(table)}`,
    );
    for (;;) {
      const { rows } = await tx.query<(string | null)[]>(`fetch ${BATCH} from copy_rows`, [], { rowMode: 'array' });
      if (rows.length === 0) break;
      await tq(
        insert,
        writable.map((_, i) => rows.map((r) => r[i] ?? null)),
      );
      copied += rows.length;
    }
    await tx.query('close copy_rows');
  });
  return copied;
}

/** Each sequence continues where it stood on the embedded database: the next id is not one already used. */
async function copySequences(sq: Query, tq: Query): Promise<void> {
  const seqs = await sq<{ name: string; last: string | null }>(
    'select sequencename as name, last_value::text as last from pg_sequences where schemaname = current_schema()',
  );
  for (const s of seqs)
    if (s.last !== null) await tq('select setval($1::regclass, $2::bigint, true)', [ident(s.name), s.last]);
}
