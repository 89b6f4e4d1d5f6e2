/**
 * The restore drill's seed and check, for tests of backups, restores and moves: seed a running server through HTTP
 * as its users would, then check through HTTP that another server (restored, or on moved data) serves the same.
 *
 *   const services = await startDrillServices();            // fakes; services.env goes to every server of the drill
 *   const one = await startServer(port, services.env);
 *   const seeded = await seedProduct(one.url);
 *   const writing = keepWriting(one.url, seeded);            // ...a backup runs...
 *   await writing.stop();                                    // the number written; rejects if a write failed
 *   const two = await startServer(otherPort, { ...services.env, DATA_DIR: restored });
 *   await checkProduct(two.url, seeded, { sessionsKept: true });   // rejects naming every difference
 *   await services.stop();
 */
export { startDrillServices, type DrillServices } from './drill/services';
export { seedProduct } from './drill/seed';
export { checkProduct } from './drill/check';
export { keepWriting } from './drill/keep-writing';
export type { Seeded } from './drill/model';
