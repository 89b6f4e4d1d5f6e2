import type { Db } from './db/client';
import type { Config } from './env';

/** What every module is built with: one database, one configuration, one clock (tests move it). */
export interface AppContext {
  db: Db;
  config: Config;
  now: () => Date;
}
