/**
 * Several app instances as one product: each `bun api/src/server.ts` on its own port, all sharing one database,
 * one photo store and one COOKIE_SECRET. Without a shared secret each instance would keep its own in its DATA_DIR,
 * and a visitor cookie signed by one would be a stranger's on the next.
 */
import { startServer, tempDir, type ServerProcess } from '../../api/test-support/server-process';
import { descendantsOf } from '../../bench/support/process-tree';
import { freePort } from './free-port';

export interface Instance extends ServerProcess {
  port: number;
  /** What the instance printed so far, as it prints it. */
  printed(): string;
}

export interface InstancesOptions {
  count: number;
  /** What every instance gets: PUBLIC_URL, COOKIE_SECRET, the outside services, the proxy trust, the photo store. */
  env: Record<string, string> & { COOKIE_SECRET: string };
  /**
   * The one database: a DATABASE_URL, each instance then with a DATA_DIR of its own; without one, a DATA_DIR they
   * all share, and so its SQLite file.
   */
  databaseUrl?: string;
  /** How long an instance may take to answer at start (a large catalogue is read first). */
  startWaitMs?: number;
}

export async function startInstances({ count, env, databaseUrl, startWaitMs }: InstancesOptions): Promise<Instance[]> {
  const database: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: tempDir('data') };
  const instances: Instance[] = [];
  // One after the other: the first creates and migrates the database before the next opens it.
  for (let i = 0; i < count; i++) instances.push(await startInstance({ ...env, ...database }, startWaitMs));
  return instances;
}

/** One instance on a free port, trying another port when the chosen one was taken before the server bound it. */
async function startInstance(env: Record<string, string>, startWaitMs?: number): Promise<Instance> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      const server = await startServer(port, env, startWaitMs);
      let printed = '';
      const read = async (stream: ReadableStream<Uint8Array>) => {
        for await (const chunk of stream) printed += new TextDecoder().decode(chunk);
      };
      const reading = Promise.all([read(server.process.stdout), read(server.process.stderr)]).then(() => printed);
      // The loopback address itself: "localhost" may resolve to ::1 first, where the server may not listen.
      return { ...server, url: `http://127.0.0.1:${port}`, port, printed: () => printed, output: () => reading };
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** Ends an instance as a crash or a lost machine would (SIGKILL), or as a deploy does (SIGTERM), and waits for it. */
/**
 * Stops an instance. SIGKILL is a machine that died: the processes it started (a catalogue build under way) die
 * with it.
 */
export async function killInstance(instance: Instance, signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL'): Promise<void> {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  const started = signal === 'SIGKILL' ? descendantsOf(instance.process.pid) : [];
  instance.process.kill(signal);
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // it had ended already
    }
  }
  await instance.process.exited;
}
