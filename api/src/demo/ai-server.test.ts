import { afterAll, describe, expect, test } from 'bun:test';
import { photo } from '../../test-support/identify';
import { cleanUp, startServer } from '../../test-support/server-process';
import { freePort } from '../../../scripts/scale/free-port';

// Spawned servers take a free port each: the suite may run on SQLite and on PostgreSQL at once.
afterAll(cleanUp);

async function identify(url: string) {
  const form = new FormData();
  form.append('image', new File([new Uint8Array(await photo(200, 150))], 'reef.jpg', { type: 'image/jpeg' }));
  return fetch(`${url}/api/identify`, { method: 'POST', headers: { origin: url }, body: form });
}

describe('the server process and the AI provider', () => {
  test('DEMO_MODE=true (npm run demo) answers from the built-in fake and says demo mode', async () => {
    const server = await startServer(await freePort(), { DEMO_MODE: 'true' });
    try {
      const response = await identify(server.url);
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ demo: true, model: 'reefid-demo-mode' });
    } finally {
      server.process.kill();
    }
    const output = await server.output();
    expect(output).toContain('DEMO MODE');
    // Its e-mail is caught and printed, so the log does not warn that e-mail is off.
    expect(output).toContain('DEMO MODE: e-mail goes to a built-in fake SMTP server');
    expect(output).not.toContain('SMTP_URL is not set');
  });

  test('without DEMO_MODE and without a key or base URL (npm start) it never uses the fake: 503 naming what to set', async () => {
    const server = await startServer(await freePort());
    try {
      const response = await identify(server.url);
      expect(response.status).toBe(503);
      expect((await response.json()).message).toContain('OPENAI_API_KEY');
    } finally {
      server.process.kill();
    }
    const output = await server.output();
    expect(output).toContain('OPENAI_API_KEY or OPENAI_BASE_URL is not set');
    expect(output).toContain('SMTP_URL is not set');
  });
});
