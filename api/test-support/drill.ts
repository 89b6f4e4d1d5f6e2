/**
 * The restore drill's seed and check, for tests of backups, restores and moves: seed a running server through HTTP
 * as its users would, then check through HTTP that another server (restored, or on moved data) serves the same.
 */
export { startDrillServices, DRILL_ADMIN, type DrillServices } from './drill/services';
export { seedProduct, type SeedOptions } from './drill/seed';
export { checkProduct, type CheckOptions } from './drill/check';
export { keepWriting, type KeptWriting } from './drill/keep-writing';
export type { Seeded, SeededAccount, SeededPhoto, SeededSighting, Plan } from './drill/model';
