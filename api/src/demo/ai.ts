import type { Config } from '../env';
import { DEMO_MODEL } from '../lib/ai/demo-model';

/**
 * `npm run demo` only (DEMO_MODE=true): starts the fake OpenAI-compatible server in this process on a free
 * port and points the real SDK at it. The fake is loaded only here, never by `npm start`.
 */
export async function startDemoProvider(identifier: Config['identifier']): Promise<Config['identifier']> {
  const { startFakeOpenAI } = await import('../fakes/openai');
  const fake = startFakeOpenAI();
  console.warn(`DEMO MODE: identifications are answered by a built-in fake AI provider (${fake.url}) and labelled "demo mode".`);
  return { ...identifier, apiKey: 'demo-mode', baseUrl: fake.url, model: DEMO_MODEL };
}
