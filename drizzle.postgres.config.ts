import { defineConfig } from 'drizzle-kit';

// The schema's tables are made for the dialect of DATABASE_URL when first imported (api/src/db/dialect.ts):
// the PostgreSQL migrations are generated from the same schema files, made for PostgreSQL.
process.env.DATABASE_URL ??= 'postgres://schema';

export default defineConfig({
  dialect: 'postgresql',
  schema: './api/src/db/schema/index.ts',
  out: './api/src/db/migrations-postgres',
});
