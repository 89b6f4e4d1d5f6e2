import { DIALECT } from './db/dialect';
import { scratchDatabaseEnv } from './db/scratch';
import { afterAll, describe, expect, test } from 'bun:test';
import { connect } from 'node:net';
import { cleanUp, REPO_ROOT, spawnServer, startServer, tempDir } from '../test-support/server-process';
import { freePort } from '../../scripts/scale/free-port';

// Spawned servers take a free port each (the suite may run on SQLite and on PostgreSQL at once) and a temp DATA_DIR.
const SLOW = 30_000;
afterAll(cleanUp);

async function logIn(url: string, username: string, password: string) {
  return fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

describe('configuration at start', () => {
  test('a bad PORT stops the server with a message naming the variable', async () => {
    const server = spawnServer({ PORT: 'abc', DATA_DIR: tempDir('data') });
    expect(await server.exited).not.toBe(0);
    expect(await new Response(server.stderr).text()).toContain('PORT must be a whole number');
  });

  test('ADMIN_* set only in part is refused', async () => {
    const server = spawnServer({ PORT: String(await freePort()), DATA_DIR: tempDir('data'), ADMIN_USERNAME: 'admin' });
    expect(await server.exited).not.toBe(0);
    expect(await new Response(server.stderr).text()).toContain('ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  });

  test('with ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD that admin exists after start', async () => {
    const server = await startServer(await freePort(), { ADMIN_USERNAME: 'harbour', ADMIN_EMAIL: 'harbour@example.com', ADMIN_PASSWORD: 'harbour-pass' });
    try {
      const response = await logIn(server.url, 'harbour', 'harbour-pass');
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ username: 'harbour', isAdmin: true });
    } finally {
      server.process.kill();
    }
  }, SLOW);

  // Replicas of one deployment share a database and its ADMIN_* settings; on SQLite a DATA_DIR is one instance's,
  // and admin-account.test.ts runs the same race in one process.
  test.skipIf(DIALECT !== 'postgres')('two instances started at once with the same ADMIN_* on one PostgreSQL both start, with one admin', async () => {
    const shared = { ...(await scratchDatabaseEnv()), ADMIN_USERNAME: 'harbour', ADMIN_EMAIL: 'harbour@example.com', ADMIN_PASSWORD: 'harbour-pass' };
    const servers = await Promise.allSettled([startServer(await freePort(), shared), startServer(await freePort(), shared)]);
    try {
      const [first, second] = servers.map((started) => {
        if (started.status === 'rejected') throw started.reason;
        return started.value;
      });
      const admins = await Promise.all([first!, second!].map(async (server) => (await logIn(server.url, 'harbour', 'harbour-pass')).json()));
      expect(admins[0]).toMatchObject({ username: 'harbour', isAdmin: true });
      expect(admins[1].id).toBe(admins[0].id);
    } finally {
      for (const started of servers) if (started.status === 'fulfilled') started.value.process.kill();
    }
  }, SLOW);
});

describe('npm run create-admin', () => {
  test('creates an admin in DATA_DIR who can then sign in', async () => {
    const dataDir = tempDir('data');
    const database = await scratchDatabaseEnv();
    const command = Bun.spawn(['npm', 'run', '--silent', 'create-admin', '--', 'keeper', 'keeper@example.com', 'keeper-pass'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, ...database },
      stdout: 'pipe',
      stderr: 'pipe',
    });
    expect(await command.exited).toBe(0);
    expect(await new Response(command.stdout).text()).toContain('Admin "keeper" is ready');

    const server = await startServer(await freePort(), { DATA_DIR: dataDir, ...database });
    try {
      expect(await (await logIn(server.url, 'keeper', 'keeper-pass')).json()).toMatchObject({ isAdmin: true });
    } finally {
      server.process.kill();
    }
  }, SLOW);

  test('refuses missing or invalid arguments', async () => {
    for (const args of [['keeper'], ['keeper', 'not-an-email', 'keeper-pass']]) {
      const command = Bun.spawn(['npm', 'run', '--silent', 'create-admin', '--', ...args], {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: tempDir('data') },
        stdout: 'pipe',
        stderr: 'pipe',
      });
      expect(await command.exited).not.toBe(0);
      expect(await new Response(command.stderr).text()).toMatch(/Usage|valid email/);
    }
  }, SLOW);
});

describe('SIGTERM', () => {
  test('a request in flight is answered before the process exits with 0', async () => {
    const port = await freePort();
    const server = await startServer(port, { ADMIN_USERNAME: 'admin', ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin-password', LOG_LEVEL: 'info' });
    const body = JSON.stringify({ username: 'admin', password: 'admin-password' });
    const socket = connect(port, 'localhost');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    await new Promise((resolve) => socket.once('connect', resolve));
    // The body arrives slowly: the first half before SIGTERM, the rest after it.
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${server.url}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await Bun.sleep(300);
    server.process.kill('SIGTERM');
    await Bun.sleep(500);
    expect(server.process.exitCode).toBeNull();
    socket.write(body.slice(10));

    expect(await server.process.exited).toBe(0);
    await new Promise((resolve) => (socket.closed ? resolve(null) : socket.once('close', resolve)));
    expect(answer).toStartWith('HTTP/1.1 200');
    expect(answer).toContain('"username":"admin"');
    expect(await server.output()).toContain('SIGTERM: finishing in-flight requests');
  }, SLOW);
});
