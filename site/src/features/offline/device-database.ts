import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * A database kept on this device, opened when first needed and then shared. When another tab opens a newer version
 * (a deploy) this page lets go; after that, after the browser closed it, or after opening failed, it opens again
 * when next needed.
 */
export function deviceDatabase<Schema extends DBSchema>(name: string, makeStores: (created: IDBPDatabase<Schema>) => void): () => Promise<IDBPDatabase<Schema>> {
  let database: Promise<IDBPDatabase<Schema>> | undefined;
  return () => {
    database ??= openDB<Schema>(name, 1, {
      upgrade: (created) => makeStores(created),
      blocking() {
        void database?.then((open) => open.close());
        database = undefined;
      },
      terminated() {
        database = undefined;
      },
    });
    database.catch(() => (database = undefined));
    return database;
  };
}
