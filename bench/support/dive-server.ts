import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The server process of a dive bench, with a diver registered and signed in. */
export interface DiveServer {
  pid: number;
  /** POST /api/dives/import of one file, as the dives screen sends it (with `utcOffsetMinutes` when given). */
  importFile(file: File, utcOffsetMinutes?: number): Promise<Response>;
  /** The server's peak resident memory so far (VmHWM), in MB. */
  peakRssMb(): number;
}

/**
 * Runs `use` against a fresh server process on `port` (its own data folder, no catalogue site, WoRMS unreachable:
 * dive imports need neither), then stops it and removes its folder.
 */
export async function withDiveServer<T>(port: number, use: (server: DiveServer) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reefid-bench-dives-'));
  const origin = `http://localhost:${port}`;
  const child = Bun.spawn([process.execPath, 'api/src/server.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_DIR: join(dataDir, 'no-site'), PUBLIC_URL: origin, WORMS_API_URL: 'http://127.0.0.1:9/rest' },
    stdout: 'ignore',
    stderr: 'ignore',
  });
  try {
    for (let i = 0; !(await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)); i++) {
      if (i > 100) throw new Error('server did not start');
      await Bun.sleep(100);
    }
    const registered = await fetch(`${origin}/api/register`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench', password: 'secret-pass', email: 'bench@example.com' }),
    });
    const cookie = registered.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    return await use({
      pid: child.pid,
      importFile(file, utcOffsetMinutes) {
        const body = new FormData();
        body.append('file', file);
        if (utcOffsetMinutes !== undefined) body.append('utcOffsetMinutes', String(utcOffsetMinutes));
        return fetch(`${origin}/api/dives/import`, { method: 'POST', headers: { origin, cookie }, body });
      },
      peakRssMb: () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024,
    });
  } finally {
    child.kill();
    await child.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
