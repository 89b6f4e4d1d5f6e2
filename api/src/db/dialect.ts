export type Dialect = 'sqlite' | 'postgres';

/** `DATABASE_URL=postgres://…` (or `postgresql://`) runs on PostgreSQL; without it, on the SQLite file in DATA_DIR. */
export const dialectOf = (databaseUrl: string | undefined): Dialect => (/^postgres(ql)?:\/\//.test(databaseUrl ?? '') ? 'postgres' : 'sqlite');

/**
 * The dialect this process runs on, read once from the environment: the schema's tables are made for it when
 * they are first imported, so one process speaks to one kind of database.
 */
export const DIALECT: Dialect = dialectOf(process.env.DATABASE_URL);
