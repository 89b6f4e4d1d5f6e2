import { describe, expect, test } from 'bun:test';
import { captureLogLines, expectConsoleErrors } from '../../../../test-support/console-guard';
import { testApp } from '../../../test-support/harness';
import { servedApp } from '../../../test-support/operations';
import { MAX_URL_LENGTH } from '../../handler';
import { log } from '.';

const PASSWORD = 'correct-horse-battery-staple';

const requestLines = (lines: Array<Record<string, unknown>>) => lines.filter((line) => line.msg === 'request');

describe('request logs and X-Request-Id', () => {
  test('every answer carries an X-Request-Id, and its one log line names it with method, route, status and time', async () => {
    const served = servedApp(await testApp());
    const lines = captureLogLines();
    const client = served.client();
    const answers = [
      await client.get('/api/health'),
      await client.get('/api/identifications/4242'),
      await client.get('/healthz'),
      await client.get('/some/page'),
      await client.get(`/${'x'.repeat(MAX_URL_LENGTH)}`),
    ];
    const ids = answers.map((answer) => answer.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const logged = requestLines(lines);
    expect(logged.map((line) => line.requestId)).toEqual(ids);
    expect(logged[1]).toMatchObject({ level: 'info', method: 'GET', route: '/api/identifications/:id', status: answers[1]!.status });
    expect(typeof logged[1]!.ms).toBe('number');
    expect(logged.map((line) => line.route)).toEqual(['/api/health', '/api/identifications/:id', '/healthz', 'site', 'site']);
    expect(logged[4]!.status).toBe(414);
  });

  test('an X-Request-Id is taken from a trusted proxy only, and only when it is sane', async () => {
    const app = await testApp({}, { TRUST_PROXY: 'true', TRUSTED_PROXIES: '10.0.0.0/8' });
    const { handler } = servedApp(app);
    const from = (address: string) => ({ requestIP: () => ({ address, family: 'IPv4' as const, port: 50000 }) });
    const ask = async (peer: string, id: string) => (await handler(new Request('http://localhost:4321/healthz', { headers: { 'x-request-id': id } }), from(peer))).headers.get('x-request-id');
    expect(await ask('10.1.2.3', 'nginx-7f3a9c2e11')).toBe('nginx-7f3a9c2e11');
    // Not our proxy: the client does not choose what our log writes.
    expect(await ask('203.0.113.9', 'nginx-7f3a9c2e11')).not.toBe('nginx-7f3a9c2e11');
    // Ours, but not an id: a new one.
    for (const insane of ['short', 'has space in it', 'x'.repeat(200), 'semi;colon-0000', '{"json":1}']) {
      expect(await ask('10.1.2.3', insane)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  test('a failed login: the log has its request line and never the password', async () => {
    const served = servedApp(await testApp());
    const lines = captureLogLines();
    const client = served.client();
    await client.post('/api/register', { username: 'diver', password: PASSWORD, email: 'diver@example.com' });
    const failed = await client.post('/api/login', { username: 'diver', password: `${PASSWORD}-wrong` });
    expect(failed.status).toBe(401);
    const line = requestLines(lines).find((entry) => entry.requestId === failed.headers.get('x-request-id'));
    expect(line).toMatchObject({ method: 'POST', route: '/api/login', status: 401 });
    expect(JSON.stringify(lines)).not.toContain(PASSWORD);
  });

  test('an error inside the API is logged with the request id, and without the password or the query\'s values', async () => {
    const app = await testApp();
    const served = servedApp(app);
    await served.client().post('/api/register', { username: 'diver', password: PASSWORD, email: 'diver@example.com' });
    // The accounts table gone from under the running app: the login's query fails.
    await app.sql`ALTER TABLE users RENAME TO users_gone`;
    const lines = captureLogLines();
    const errors = expectConsoleErrors();
    const failed = await served.client().post('/api/login', { username: 'diver', password: PASSWORD });
    expect(failed.status).toBe(500);
    const id = failed.headers.get('x-request-id');
    const logged = lines.find((line) => line.level === 'error');
    expect(logged).toMatchObject({ msg: 'Unhandled API error', requestId: id });
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain(PASSWORD);
    expect(JSON.stringify(lines)).not.toContain('diver');
  });

  test('what is logged never holds a query\'s values, a password, a cookie or an authorization header', () => {
    const lines = captureLogLines();
    const errors = expectConsoleErrors();
    const failure = new Error('Failed query: select "id" from "users" where "email" = $1\nparams: diver@example.com', {
      cause: new Error('duplicate key value\nparams: diver@example.com'),
    });
    log.error('A query failed', failure);
    log.warn('Odd request', { password: PASSWORD, user: { password: PASSWORD }, headers: { cookie: 'session=abc123', authorization: 'Bearer t0ken' } });
    expect(errors).toHaveLength(1);
    const text = JSON.stringify(lines);
    for (const secret of ['diver@example.com', PASSWORD, 'abc123', 't0ken']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ msg: 'A query failed', err: { type: 'Error', message: expect.stringContaining('params: [not logged]') } });
  });
});
