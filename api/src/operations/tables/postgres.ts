import postgres from 'postgres';
import { migratePostgresDatabase } from '../../db/tables';
import { isOwnTable, quoted, schemaVersionOf, type Row, type TableShape } from './schema';

/** A PostgreSQL database read or written with raw SQL (the `postgres` client), whatever dialect this process runs on. */

export type Sql = postgres.Sql | postgres.TransactionSql;

export const connect = (url: string) => postgres(url, { max: 1, onnotice: () => {}, idle_timeout: 5 });

/** Applies the committed PostgreSQL migrations, under the lock instances starting together take. */
export const migratePostgres = migratePostgresDatabase;

export async function postgresTableNames(sql: Sql): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`;
  return rows.map((row) => row.name).filter((name) => !isOwnTable(name));
}

export async function postgresSchemaVersion(sql: Sql): Promise<string> {
  const [{ present }] = (await sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`) as unknown as [{ present: boolean }];
  if (!present) return schemaVersionOf('postgres', 0);
  const [{ n }] = (await sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`) as unknown as [{ n: number }];
  return schemaVersionOf('postgres', n);
}

export async function postgresCounts(sql: Sql): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await postgresTableNames(sql)) {
    const [{ n }] = (await sql.unsafe(`SELECT count(*)::bigint AS n FROM ${quoted(name)}`)) as unknown as [{ n: string }];
    counts[name] = Number(n);
  }
  return counts;
}

const BATCH = 500;
/** PostgreSQL binds at most 65,535 values in one statement. */
const batchFor = (table: TableShape) => Math.max(1, Math.min(BATCH, Math.floor(60_000 / table.columns.length)));

/** The table's rows in the portable form, through a cursor: a batch at a time. */
export async function* postgresRows(sql: Sql, table: TableShape): AsyncGenerator<Row[]> {
  const names = table.columns.map((c) => c.name);
  const timestamps = table.columns.filter((c) => c.kind === 'timestamp').map((c) => c.name);
  const cursor = sql.unsafe(`SELECT ${names.map(quoted).join(', ')} FROM ${quoted(table.name)}`).cursor(BATCH);
  for await (const rows of cursor) {
    for (const row of rows as Row[]) for (const name of timestamps) if (row[name] instanceof Date) row[name] = (row[name] as Date).getTime();
    yield rows as Row[];
  }
}

function toPostgres(value: unknown, kind: string): unknown {
  if (value === undefined || value === null) return null;
  if (kind === 'timestamp') return new Date(Math.round(Number(value)));
  if (kind === 'flag') return value === true || value === 1;
  return value;
}

/** Writes portable rows into PostgreSQL: multi-row INSERTs of up to 500 rows, within the caller's transaction. */
export class PostgresWriter {
  constructor(readonly sql: Sql) {}

  async insert(table: TableShape, rows: Row[]): Promise<void> {
    const deferred = new Set(table.deferred);
    const size = batchFor(table);
    const width = table.columns.length;
    for (let start = 0; start < rows.length; start += size) {
      const slice = rows.slice(start, start + size);
      const tuples = slice.map((_, r) => `(${table.columns.map((_, c) => `$${r * width + c + 1}`).join(', ')})`);
      const values = slice.flatMap((row) => table.columns.map((c) => (deferred.has(c.name) ? null : toPostgres(row[c.name], c.kind))));
      await this.sql.unsafe(`INSERT INTO ${quoted(table.name)} (${table.columns.map((c) => quoted(c.name)).join(', ')}) VALUES ${tuples.join(', ')}`, values as never[]);
    }
  }

  /** Sets deferred columns by primary key. */
  async update(table: TableShape, rows: Row[]): Promise<void> {
    const kinds = new Map(table.columns.map((c) => [c.name, c.kind]));
    const names = [...table.deferred, ...table.primaryKey];
    const set = table.deferred.map((name, i) => `${quoted(name)} = $${i + 1}`).join(', ');
    const where = table.primaryKey.map((name, i) => `${quoted(name)} = $${table.deferred.length + i + 1}`).join(' AND ');
    for (const row of rows) {
      await this.sql.unsafe(`UPDATE ${quoted(table.name)} SET ${set} WHERE ${where}`, names.map((name) => toPostgres(row[name], kinds.get(name)!)) as never[]);
    }
  }

  async empty(tables: TableShape[]): Promise<void> {
    await this.sql.unsafe(`TRUNCATE ${tables.map((table) => quoted(table.name)).join(', ')}`);
  }

  /** Moves every identity sequence past the highest id, so the next new row gets a fresh one. */
  async advanceSequences(): Promise<void> {
    const identities = await this.sql<{ table: string; column: string }[]>`
      SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = current_schema() AND is_identity = 'YES'`;
    for (const { table, column } of identities) {
      const target = quoted(table);
      await this.sql.unsafe(
        `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${quoted(column)}) FROM ${target}), 0) + 1, false)`,
        [target, column],
      );
    }
  }
}
