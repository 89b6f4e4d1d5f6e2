/**
 * Backups and restores: a consistent copy of the database and the photo store at a place (a folder or a bucket),
 * incremental across backups, complete only once its manifest is written; and the scheduled backups.
 */
export { runBackup, type BackupReport } from './backup';
export { restoreBackup, type RestoreOptions, type RestoreReport } from './restore';
export { BackupRefused } from './source';
export { pruneBackups } from './prune';
export { folderPlace, openPlace, type Place } from './place';
export { completeBackups, readManifest, type Manifest } from './manifest';
export { backupTick, startBackupSchedule, type BackupSchedule } from './schedule';
export { readBackupState, type BackupState } from './repo';
export { parsePeriod } from './settings';
