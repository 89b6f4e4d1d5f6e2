/** Raised when a backup cannot be used: no manifest, a damaged or missing file. The message says exactly why. */
export class BackupRefused extends Error {}
