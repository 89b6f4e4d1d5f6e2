/**
 * The time the WoRMS check adds to an identification: from the model's answer to the checked answer, against the
 * fake WoRMS answering every call after 150 ms (about a transatlantic round trip to marinespecies.org).
 * Cold: an empty taxa cache each run. Cached: the same names again. Targets: median ≤ 400 ms cold, ≤ 5 ms cached.
 *
 *   npm run bench:worms [-- runs]
 */
import { openDatabase } from '../api/src/db/client';
import { startFakeWorms } from '../api/src/fakes/worms';
import { SPECIES } from '../api/src/fakes/species';
import { createWormsClient } from '../api/src/lib/worms/client';
import { taxa, Taxonomy, type ModelAnswer } from '../api/src/modules/taxa';
import { row } from './support/figures';

const RUNS = Number(process.argv[2] ?? 30);
const LATENCY_MS = 150;
const OPTIONS = { speciesThreshold: 0.7, timeoutMs: 3_000 };

const worms = startFakeWorms({ latencyMs: LATENCY_MS });
const client = createWormsClient(worms.url);

/** The fake model's answers: a sure species (3 candidates, 2 look-alikes), and an unsure one the rank rule lifts to its genus. */
const sure: ModelAnswer = SPECIES.find((species) => species.scientificName === 'Amphiprion ocellaris')!;
const unsure: ModelAnswer = SPECIES.find((species) => species.scientificName === 'Chromis viridis')!;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => (value >= 10 ? value.toFixed(0) : value.toFixed(2));

async function timed(taxonomy: Taxonomy, answer: ModelAnswer): Promise<{ ms: number; calls: number; verification: string; rank?: string }> {
  const before = worms.requests.length;
  const started = performance.now();
  const result = await taxa.groundAnswer(taxonomy, answer, OPTIONS);
  const elapsed = performance.now() - started;
  if (result.verification === 'unavailable') throw new Error('the check timed out: the machine is too loaded to measure');
  return { ms: elapsed, calls: worms.requests.length - before, verification: result.verification, rank: result.taxon?.rank };
}

async function measure(label: string, answer: ModelAnswer) {
  const cold: number[] = [];
  const cached: number[] = [];
  let coldCalls = 0;
  let cachedCalls = 0;
  let rank: string | undefined;
  for (let run = 0; run < RUNS; run++) {
    const taxonomy = new Taxonomy((await openDatabase(':memory:')).db, client, () => new Date());
    const first = await timed(taxonomy, answer);
    cold.push(first.ms);
    coldCalls = first.calls;
    rank = first.rank;
    for (let again = 0; again < 10; again++) {
      const next = await timed(taxonomy, answer);
      cached.push(next.ms);
      cachedCalls = Math.max(cachedCalls, next.calls);
    }
  }
  const times = { coldMedian: percentile(cold, 50), coldP90: percentile(cold, 90), cachedMedian: percentile(cached, 50), cachedP90: percentile(cached, 90), coldCalls };
  row(
    label,
    times,
    `| ${label} (answer: ${rank}) | ${ms(percentile(cold, 50))} ms | ${ms(percentile(cold, 90))} ms | ${coldCalls} calls in ${Math.round(percentile(cold, 50) / LATENCY_MS)} rounds | ${ms(percentile(cached, 50))} ms | ${ms(percentile(cached, 90))} ms | ${cachedCalls} |`,
  );
}

console.log(`WoRMS check, fake WoRMS answering after ${LATENCY_MS} ms; cold: ${RUNS} runs each on an empty cache; cached: ${RUNS * 10} runs.\n`);
console.log('| Answer | Cold median | Cold p90 | WoRMS calls (cold) | Cached median | Cached p90 | Calls (cached) |');
console.log('|---|---|---|---|---|---|---|');
await measure(`Sure species, ${sure.candidates.length} candidates, ${sure.alternativeSpecies.length} look-alikes`, sure);
await measure('Unsure: the rank rule shows the genus', unsure);
await worms.stop();
