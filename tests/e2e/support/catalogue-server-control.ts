import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface Target {
  id: number;
  slug: string;
  name: string;
  /** A word of its habitat that no other page contains. */
  habitatWord: string;
}

export interface SeededCatalogue {
  published: string[];
  pair: [string, string];
  targets: Target[];
}

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Starts catalogue-server.ts on its own port and data folder; commands resolve when the server has done them. */
export class CatalogueServer {
  private child!: ChildProcessWithoutNullStreams;
  private waiting: Array<{ prefix: string; resolve: (line: string) => void }> = [];
  readonly dataDir = mkdtempSync(join(tmpdir(), 'reefid-e2e-catalogue-'));
  seeded!: SeededCatalogue;
  readonly url: string;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {
    this.url = `http://localhost:${port}`;
  }

  /** The server's process id (benchmarks read its memory). */
  get pid(): number {
    return this.child.pid!;
  }

  /** The catalogue's folder under the server's DATA_DIR. */
  get catalogueDir(): string {
    return join(this.dataDir, 'catalogue');
  }

  async start(): Promise<void> {
    this.child = spawn(join(ROOT, 'node_modules/.bin/bun'), ['tests/e2e/support/catalogue-server.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(this.port), DATA_DIR: this.dataDir, PUBLIC_URL: this.url, ...this.env },
    });
    this.child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const waiter = this.waiting.find((w) => line.startsWith(w.prefix) || line.startsWith('failed'));
      if (!waiter) return;
      this.waiting.splice(this.waiting.indexOf(waiter), 1);
      waiter.resolve(line);
    });
    this.seeded = JSON.parse((await this.next('ready ')).slice('ready '.length));
  }

  private next(prefix: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`catalogue server: no "${prefix}" in time`)), 600_000);
      this.waiting.push({ prefix, resolve: (line) => (clearTimeout(timer), resolve(line)) });
    });
  }

  /** publish <id>, unpublish <id>, listed (waits for the lists and search), settle (and the full rebuild), cards. */
  async command(command: string): Promise<void> {
    const answer = this.next(`done ${command}`);
    this.child.stdin.write(`${command}\n`);
    const line = await answer;
    if (!line.startsWith('done')) throw new Error(line);
  }

  async stop(): Promise<void> {
    // A server that has already ended (its tests failed, or it crashed) sends no second 'exit': wait only for a live one.
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.stdin.end();
      // Closing its input asks it to stop; one busy past 20 s (a build under load) is stopped by a signal.
      const late = setTimeout(() => this.child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(late);
    }
    // A build the server had started may still be writing its last files as the server ends: retried until it is not.
    rmSync(this.dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
  }
}
