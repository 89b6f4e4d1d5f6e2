/**
 * Cleanups that must run however the process ends: normally, on an uncaught error, or on Ctrl-C / SIGTERM (whose
 * default action would skip the 'exit' handlers and leave servers and temp folders behind). Each cleanup is
 * synchronous, as 'exit' handlers must be, and runs once.
 */
const cleanups = new Set<() => void>();
let installed = false;

function runAll(): void {
  for (const cleanup of [...cleanups].reverse()) {
    cleanups.delete(cleanup);
    try {
      cleanup();
    } catch (error) {
      console.warn('Cleanup failed:', error);
    }
  }
}

/** Registers a cleanup; the returned function runs it now (and only now) instead. */
export function onExit(cleanup: () => void): () => void {
  if (!installed) {
    installed = true;
    process.on('exit', runAll);
    for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
      process.on(signal, () => {
        runAll();
        process.exit(code);
      });
    }
  }
  cleanups.add(cleanup);
  return () => {
    if (!cleanups.delete(cleanup)) return;
    cleanup();
  };
}
