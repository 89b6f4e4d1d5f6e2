import { afterAll } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testApp, type TestClient } from './harness';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A test app with a data folder of its own (removed after the file's tests), and the dive log files it stored there. */
export async function diveApp() {
  const dataDir = mkdtempSync(join(tmpdir(), 'reefid-dives-'));
  folders.push(dataDir);
  const app = await testApp({}, { DATA_DIR: dataDir });
  const logsDir = join(dataDir, 'uploads', 'dive-logs');
  const storedLogs = () => (existsSync(logsDir) ? readdirSync(logsDir).sort() : []);
  return { ...app, dataDir, storedLogs };
}

/** A fixture log of the dives module (api/src/modules/dives/fixtures) as the browser sends it. */
export async function fixtureFile(name: string): Promise<File> {
  return new File([await Bun.file(join(import.meta.dir, '../src/modules/dives/fixtures', name)).bytes()], name, { type: 'application/xml' });
}

/** POST /api/dives/import through the typed client, as the dives screen sends it. */
export function importLog(client: TestClient, file: File) {
  return client.api.dives.import.post({ file });
}

export const textFile = (text: string, name = 'log.xml') => new File([text], name, { type: 'application/xml' });

const hour = (from: number, n: number) => new Date(from + n * 3600 * 1000).toISOString();

/**
 * A Subsurface log of `count` dives as Subsurface writes them (without samples), one an hour from `from`, each 45
 * minutes: a log of thousands of dives made cheaply. With `bytes`, a comment makes the file exactly that large.
 */
export function generatedLog(count: number, { from = '2001-01-01T08:00:00', bytes = 0, name = 'generated.ssrf' } = {}): File {
  const start = Date.parse(`${from}Z`);
  const dives = Array.from({ length: count }, (_, n) => {
    const at = hour(start, n);
    return `<dive number='${n + 1}' date='${at.slice(0, 10)}' time='${at.slice(11, 19)}' duration='45:00 min'>\n</dive>`;
  });
  const log = (comment: string) => `<divelog program='subsurface' version='3'>\n${comment}<dives>\n${dives.join('\n')}\n</dives>\n</divelog>\n`;
  const padding = bytes - log('<!---->').length;
  return textFile(log(padding > 0 ? `<!--${' '.repeat(padding)}-->` : ''), name);
}
