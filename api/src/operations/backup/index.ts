/**
 * Backups and restores: a consistent copy of the database and the photo store at a place (a folder or a bucket),
 * incremental across backups, complete only once its manifest is written; and the scheduled backups.
 */
export { runBackup } from './backup';
export { restoreBackup } from './restore';
export { BackupRefused } from './source';
export { folderPlace, openPlace } from './place';
export { completeBackups } from './manifest';
export { startBackupSchedule } from './schedule';
