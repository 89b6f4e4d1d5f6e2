import type { Tx } from '../../db/client';
import type { CookieJar } from '../../lib/cookies';
import type { UserRow } from './repo';
import type { ArchiveFile } from './your-data/zip';

/**
 * What the modules above accounts hold for an account: its identifications, their share links and catalogue
 * photos. Those modules import accounts (its guard, its quota), so accounts cannot import them; app.ts passes
 * this in when it builds the routes.
 */
export interface AccountHoldings {
  /** After register or login in the same browser: the visitor's identifications become the account's. */
  claimVisitorIdentifications(cookie: CookieJar, user: UserRow): Promise<void>;
  /** "Download my data": the files the account's identifications add to the archive, read as it is sent. */
  exportFiles(user: UserRow, now: Date): Promise<AsyncIterable<ArchiveFile>>;
  /**
   * Deleting the account: its identifications' rows go in the account's own transaction. The step returned runs
   * after the commit (the catalogue's pages, the photo files).
   */
  deleteWithAccount(tx: Tx, userId: number): Promise<() => Promise<void>>;
}
