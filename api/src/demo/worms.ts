import type { Config } from '../env';

/**
 * `npm run demo` only (DEMO_MODE=true): the fake WoRMS server in this process, which knows the demo model's
 * species. The fake is loaded only here, never by `npm start`.
 */
export async function startDemoWorms(worms: Config['worms']): Promise<Config['worms']> {
  const { startFakeWorms } = await import('../fakes/worms');
  const fake = startFakeWorms();
  console.warn(`DEMO MODE: names are checked against a built-in fake WoRMS (${fake.url}) that knows only the demo species.`);
  return { ...worms, apiUrl: fake.url };
}
