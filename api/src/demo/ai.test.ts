import { expect, test } from 'bun:test';
import { photo, upload } from '../../test-support/identify';
import { testApp } from '../../test-support/harness';
import { loadConfig } from '../env';
import { startDemoProvider } from './ai';

test('demo mode answers from the built-in fake and labels every identification', async () => {
  const base = loadConfig({ COOKIE_SECRET: 'x'.repeat(32), DEMO_MODE: 'true' });
  expect(base.identifier.apiKey).toBeUndefined();
  const identifier = await startDemoProvider(base.identifier);
  const app = await testApp({ identifier });
  const response = await upload(app.client(), await photo(200, 150));
  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ demo: true });
});
