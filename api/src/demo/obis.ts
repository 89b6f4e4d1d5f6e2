import type { Config } from '../env';

/**
 * `npm run demo` only (DEMO_MODE=true): the fake OBIS server in this process, with made-up sightings of the demo
 * species. The fake is loaded only here, never by `npm start`.
 */
export async function startDemoObis(obis: Config['obis']): Promise<Config['obis']> {
  const { startFakeObis } = await import('../fakes/obis');
  const fake = startFakeObis();
  console.warn(`DEMO MODE: "recorded nearby" comes from a built-in fake OBIS (${fake.url}) with made-up sightings.`);
  return { ...obis, apiUrl: fake.url };
}
