import { declaredTables, migrationTags, type ColumnKind, type DeclaredTable } from '../../db/tables';
import type { Dialect } from '../../db/dialect';

/**
 * The tables as the schema declares them (db/tables.ts), in the order they can be filled. Rows travel between
 * databases in one portable form: a timestamp as epoch milliseconds, a flag as true/false, everything else as it is.
 */

export type Row = Record<string, unknown>;
export type { ColumnKind };

export interface ColumnShape {
  name: string;
  kind: ColumnKind;
  nullable: boolean;
}

export interface TableShape {
  name: string;
  columns: ColumnShape[];
  primaryKey: string[];
  /** Columns inserted empty and set once every table is in: they point into a cycle or at their own table. */
  deferred: string[];
}

/**
 * Sorts tables so each comes after the tables it references. A reference to its own table, or one that closes a
 * cycle, cannot be met at insert time: that column is deferred (it must be nullable).
 */
export function insertOrder(tables: DeclaredTable[]): TableShape[] {
  const placed = new Set<string>();
  const deferred = new Map(tables.map((table) => [table.name, new Set<string>()]));
  const order: TableShape[] = [];
  const deferOnto = (table: DeclaredTable, column: string) => {
    if (!table.columns.find((c) => c.name === column)?.nullable) {
      throw new Error(`Table ${table.name} references a table that cannot be filled before it through ${column}, which may not be empty.`);
    }
    deferred.get(table.name)!.add(column);
  };
  for (const table of tables) for (const ref of table.references) if (ref.table === table.name) deferOnto(table, ref.column);
  const waiting = (table: DeclaredTable) =>
    table.references.filter((ref) => !placed.has(ref.table) && !deferred.get(table.name)!.has(ref.column) && tables.some((t) => t.name === ref.table));
  let left = [...tables];
  while (left.length > 0) {
    const ready = left.find((table) => waiting(table).length === 0);
    if (ready) {
      placed.add(ready.name);
      order.push({ name: ready.name, columns: ready.columns, primaryKey: ready.primaryKey, deferred: [...deferred.get(ready.name)!] });
      left = left.filter((table) => table !== ready);
      continue;
    }
    // A cycle: the first waiting table takes its unmet references later.
    const breaker = left[0]!;
    if (breaker.primaryKey.length === 0) throw new Error(`Table ${breaker.name} is in a cycle of references and has no primary key to set them by.`);
    for (const ref of waiting(breaker)) deferOnto(breaker, ref.column);
  }
  return order;
}

let shapes: TableShape[] | undefined;
/** Every table of the schema, in insert order. */
export function schemaTables(): TableShape[] {
  shapes ??= insertOrder(declaredTables());
  return shapes;
}

/** Tables a database keeps for itself or for drizzle, never copied nor counted. */
export const isOwnTable = (name: string) => name.startsWith('sqlite_') || name === '__drizzle_migrations';

/** Refuses a database holding a table the schema does not know: its rows would be left behind. */
export function refuseUnknownTables(present: string[], where: string): void {
  const known = new Set(schemaTables().map((table) => table.name));
  const unknown = present.filter((name) => !isOwnTable(name) && !known.has(name));
  if (unknown.length > 0) {
    throw new Error(`${where} holds table${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}, which this version of ReefID does not know; nothing was copied.`);
  }
}

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

const journals = new Map<Dialect, string[]>();
const journal = (dialect: Dialect): string[] => {
  if (!journals.has(dialect)) journals.set(dialect, migrationTags(dialect));
  return journals.get(dialect)!;
};

const withoutNumber = (tag: string) => tag.replace(/^\d+_/, '');

/** The schema version of a database that applied `applied` migrations: the newest one's name, without its number. */
export function schemaVersionOf(dialect: Dialect, applied: number): string {
  if (applied === 0) return 'none';
  const tags = journal(dialect);
  if (applied > tags.length) return `newer than this code (${applied} migrations)`;
  return withoutNumber(tags[applied - 1]!);
}

/** The schema version this code migrates to. Both dialects' newest migrations share the name. */
export function codeSchemaVersion(): string {
  return schemaVersionOf('sqlite', journal('sqlite').length);
}

/** Rows are copied only between databases of the code's schema version: rows cannot be migrated in flight. */
export function refuseOtherVersion(version: string, what: string): void {
  const code = codeSchemaVersion();
  if (version !== code) {
    throw new Error(`${what} is at schema version "${version}", and this code's is "${code}": copy it with the ReefID version that made it, or start that version on it first so it migrates.`);
  }
}
