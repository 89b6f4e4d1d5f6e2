import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../env';
import { startFakeObis, type FakeObis } from '../fakes/obis';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai';
import { startFakeWorms, type FakeWorms } from '../fakes/worms';
import { readLabels } from './labels';
import { formatReport } from './report';
import { evaluate, type EvalResult } from './run';

const root = join(import.meta.dir, '..', '..', '..');
const sample = join(root, 'eval', 'sample');

let openai: FakeOpenAI;
let worms: FakeWorms;
let obis: FakeObis;
let tmp: string;
beforeAll(() => {
  openai = startFakeOpenAI();
  worms = startFakeWorms();
  obis = startFakeObis();
  tmp = mkdtempSync(join(tmpdir(), 'reefid-eval-'));
});
afterAll(async () => {
  await openai.stop();
  await worms.stop();
  await obis.stop();
  rmSync(tmp, { recursive: true, force: true });
});

const env = () => ({ OPENAI_BASE_URL: openai.url, OPENAI_API_KEY: 'test-key', WORMS_API_URL: worms.url, OBIS_API_URL: obis.url });
const config = () => loadConfig({ COOKIE_SECRET: 'x'.repeat(32), ...env() });

/**
 * The sample (scripts/make-eval-sample.ts): the fake model answers Amphiprion ocellaris (best candidate 0.82) for
 * the three clownfish, Chelonia mydas (0.91) for the two turtles, Chromis viridis (0.46, so the rank rule shows genus
 * Chromis) for the three chromis. Labels: clownfish-2 is A. percula (the model's second candidate), chromis-2 is the
 * synonym Chromis caerulea (= C. viridis), chromis-3 is A. ocellaris (another genus of the same family).
 * clownfish-2 was taken in Kimbe Bay, where the fake OBIS records A. percula but not A. ocellaris: with the location
 * rule A. ocellaris counts 0.41, below the threshold, and the answer stops at genus Amphiprion.
 */
describe('the evaluation of the shipped sample against the fake model and fake WoRMS', () => {
  let result: EvalResult;
  beforeAll(async () => {
    result = await evaluate(sample, readLabels(sample), { config: config(), prices: { inputUsdPerMillion: 0.15, outputUsdPerMillion: 0.6 } });
  });

  test('each image gets the answer the sample was made for, all three ways', () => {
    const answers = Object.fromEntries(
      result.rows.map((r) => [
        r.file,
        [r.withRule?.scientificName, r.withoutLocationRule?.scientificName, r.withoutRule?.scientificName, r.label.scientificName, r.label.match],
      ]),
    );
    expect(answers).toEqual({
      'clownfish-1.jpg': ['Amphiprion ocellaris', 'Amphiprion ocellaris', 'Amphiprion ocellaris', 'Amphiprion ocellaris', 'verified'],
      'clownfish-2.jpg': ['Amphiprion', 'Amphiprion ocellaris', 'Amphiprion ocellaris', 'Amphiprion percula', 'verified'],
      'clownfish-3.jpg': ['Amphiprion ocellaris', 'Amphiprion ocellaris', 'Amphiprion ocellaris', 'Amphiprion ocellaris', 'verified'],
      'turtle-1.jpg': ['Chelonia mydas', 'Chelonia mydas', 'Chelonia mydas', 'Chelonia mydas', 'verified'],
      'turtle-2.jpg': ['Chelonia mydas', 'Chelonia mydas', 'Chelonia mydas', 'Chelonia mydas', 'verified'],
      'chromis-1.jpg': ['Chromis', 'Chromis', 'Chromis viridis', 'Chromis viridis', 'verified'],
      'chromis-2.jpg': ['Chromis', 'Chromis', 'Chromis viridis', 'Chromis viridis', 'synonym'],
      'chromis-3.jpg': ['Chromis', 'Chromis', 'Chromis viridis', 'Amphiprion ocellaris', 'verified'],
    });
    expect(result.rows.every((r) => r.error === null)).toBe(true);
  });

  test('top-1 and top-3 accuracy at each rank, with both rules, the rank rule alone and neither', () => {
    const f = result.figures;
    expect(f).toMatchObject({ images: 8, answered: 8, failed: 0 });
    // With the rank rule the three chromis stop at genus Chromis: no longer right at species, still in the top 3 (C. viridis second).
    // The location rule turns clownfish-2's wrong species into genus Amphiprion: right at genus both ways, so top-1 is unchanged.
    expect(f.withRule.top1).toEqual({ species: 4 / 8, genus: 7 / 8, family: 1 });
    expect(f.withRule.top3).toEqual({ species: 7 / 8, genus: 7 / 8, family: 1 });
    expect(f.withoutLocationRule.top1).toEqual({ species: 4 / 8, genus: 7 / 8, family: 1 });
    expect(f.withoutRule.top1).toEqual({ species: 6 / 8, genus: 7 / 8, family: 1 });
    expect(f.withoutRule.top3).toEqual({ species: 7 / 8, genus: 7 / 8, family: 1 });
  });

  test('abstentions: the three chromis at genus, two of them right, and clownfish-2 with the location rule', () => {
    expect(result.figures.withRule.abstention).toEqual({ count: 4, rate: 4 / 8, accuracy: 3 / 4, byRank: { Genus: 4 } });
    expect(result.figures.withoutLocationRule.abstention).toEqual({ count: 3, rate: 3 / 8, accuracy: 2 / 3, byRank: { Genus: 3 } });
    expect(result.figures.withoutRule.abstention).toEqual({ count: 0, rate: 0, accuracy: null, byRank: {} });
  });

  test('the location rule: three images with a position, one answer changed for the better, OBIS asked once each', () => {
    expect(result.figures.location).toEqual({ images: 3, changed: 1, improved: 1, worsened: 0, candidates: { nearby: 5, notNearby: 3, unknown: 0 } });
    expect(obis.requests).toHaveLength(3);
    const kimbe = result.rows.find((r) => r.file === 'clownfish-2.jpg')!;
    expect(kimbe.position).toEqual({ latitude: -5.45, longitude: 150.1 });
    expect(kimbe.candidates.map((c) => [c.scientificName, c.nearby])).toEqual([
      ['Amphiprion ocellaris', false],
      ['Amphiprion percula', true],
      ['Amphiprion', true],
    ]);
    expect(result.rows.find((r) => r.file === 'clownfish-3.jpg')!.candidates.every((c) => c.nearby === null)).toBe(true);
    // The model was told the sea and the month, as in the product.
    expect(openai.requests.some((r) => r.prompt.includes(' in June.'))).toBe(true);
  });

  test('ECE of the best candidate against the right species', () => {
    // 0.46: 2 of 3 right; 0.82: 2 of 3 right (clownfish-2 is A. percula); 0.91: 2 of 2 right.
    const expected = (3 * Math.abs(2 / 3 - 0.46) + 3 * Math.abs(2 / 3 - 0.82) + 2 * Math.abs(1 - 0.91)) / 8;
    expect(result.figures.calibration.ece).toBeCloseTo(expected, 12);
    expect(expected).toBeCloseTo(0.1575, 12);
    expect(result.figures.calibration.bins.map((b) => b.count)).toEqual([0, 0, 0, 0, 3, 0, 0, 0, 3, 2]);
  });

  test('tokens, cost at the given prices, latency and verification', () => {
    const f = result.figures;
    expect(f.tokens).toEqual({ meanTotal: 1168, meanPrompt: 812, meanCompletion: 356 });
    expect(f.costUsd.meanPerIdentification).toBeCloseTo((812 * 0.15 + 356 * 0.6) / 1e6, 15);
    expect(f.costUsd.total).toBeCloseTo((8 * (812 * 0.15 + 356 * 0.6)) / 1e6, 15);
    expect(f.costUsd.identificationsPriced).toBe(8);
    expect(f.verification).toEqual({ verified: 8 });
    expect(f.latencyMs.median).toBeGreaterThan(0);
    expect(f.latencyMs.p90!).toBeGreaterThanOrEqual(f.latencyMs.median!);
    for (const row of result.rows) {
      const l = row.latencyMs!;
      expect(l.total).toBeCloseTo(l.prepare + l.model + l.worms, 0);
    }
    expect(result.modelsAnswering).toEqual(['gpt-4o-mini']);
  });

  test('the report names the prices and the JSON path', () => {
    const text = formatReport(result, '/tmp/out.json');
    expect(text).toContain('USD 0.15 input / 0.6 output per million tokens');
    expect(text).toContain('ECE 0.1575');
    expect(text).toContain('Results: /tmp/out.json');
    expect(text).toContain('3 of 8 images have a position; the location rule changed 1 answer(s): 1 now right, 0 now wrong');
    expect(text).toContain('Sightings    no row lists several photos');
  });
});

describe('a labels.csv row of several photos', () => {
  test('is sent as one sighting, and again with its first photo alone; the report compares the two', async () => {
    const folder = join(tmp, 'sightings');
    mkdirSync(folder);
    for (const file of ['clownfish-1.jpg', 'chromis-1.jpg', 'turtle-1.jpg']) copyFileSync(join(sample, file), join(folder, file));
    writeFileSync(join(folder, 'labels.csv'), 'file,scientificName\nclownfish-1.jpg;chromis-1.jpg,Amphiprion ocellaris\nturtle-1.jpg,Chelonia mydas\n');
    openai.requests.length = 0;
    const run = await evaluate(folder, readLabels(folder), { config: config(), prices: { inputUsdPerMillion: 0.15, outputUsdPerMillion: 0.6 } });
    const [sighting, single] = run.rows;
    expect(sighting).toMatchObject({ file: 'clownfish-1.jpg;chromis-1.jpg', photos: 2, error: null });
    expect(single).toMatchObject({ file: 'turtle-1.jpg', photos: 1, firstPhotoOnly: null });
    // The sighting in one call with both photos, its first photo alone, then the turtle.
    expect(openai.requests.map((r) => r.images.length)).toEqual([2, 1, 1]);
    expect(openai.requests[1]!.images[0]).toEqual(openai.requests[0]!.images[0]!);
    expect(sighting!.firstPhotoOnly).toMatchObject({ scientificName: 'Amphiprion ocellaris', top1: { species: true } });
    expect(run.figures.sightings).toEqual({
      rows: 1,
      answered: 1,
      firstPhoto: { top1: { species: 1, genus: 1, family: 1 }, top3: { species: 1, genus: 1, family: 1 } },
      allPhotos: { top1: { species: 1, genus: 1, family: 1 }, top3: { species: 1, genus: 1, family: 1 } },
    });
    expect(run.figures.images).toBe(2);
    const text = formatReport(run, '/tmp/out.json');
    expect(text).toContain('Sightings    1 row(s) of several photos (1 answered), as shown: the first photo alone against all of them');
    expect(text).toContain('species   top-1 100.0% → 100.0%');
  });
});

describe('npm run eval', () => {
  // Asynchronous: the fake servers answer from this process's event loop.
  const run = async (args: string[]) => {
    const child = Bun.spawn([process.execPath, 'scripts/eval.ts', ...args], { cwd: root, env: { ...process.env, ...env() }, stdout: 'pipe', stderr: 'pipe' });
    const [out, err, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
    return { code, out, err };
  };

  test('writes the JSON where told, at the prices given', async () => {
    const out = join(tmp, 'results.json');
    const { code, out: printed } = await run([sample, '--out', out, '--input-price', '1', '--output-price=2']);
    expect(code).toBe(0);
    expect(printed).toContain(`Results: ${out}`);
    const saved = JSON.parse(readFileSync(out, 'utf8'));
    expect(saved.setup.prices).toEqual({ inputUsdPerMillion: 1, outputUsdPerMillion: 2 });
    expect(saved.figures.costUsd.meanPerIdentification).toBeCloseTo((812 + 356 * 2) / 1e6, 15);
    expect(saved.rows).toHaveLength(8);
  });

  test('bad input: usage and exit code 1', async () => {
    const none = await run([]);
    expect(none.code).toBe(1);
    expect(none.err).toContain('Name the folder to evaluate');
    expect(none.err).toContain('Usage: npm run eval');
    expect((await run([sample, '--input-price', 'cheap'])).err).toContain('--input-price needs a price');
    expect((await run([sample, '--colour'])).err).toContain('Unknown option --colour');

    const folder = join(tmp, 'missing-image');
    mkdirSync(folder);
    copyFileSync(join(sample, 'turtle-1.jpg'), join(folder, 'turtle-1.jpg'));
    writeFileSync(join(folder, 'labels.csv'), 'file,scientificName\nturtle-1.jpg,Chelonia mydas\nturtle-9.jpg,Chelonia mydas\n');
    const missing = await run([folder]);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(`labels.csv line 3: the image turtle-9.jpg is not in ${folder}`);

    writeFileSync(join(folder, 'labels.csv'), 'file,scientificName\nturtle-1.jpg,Chelonia nonexistens\n');
    const unknown = await run([folder]);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('labels.csv line 2: WoRMS does not know "Chelonia nonexistens"');
  });
});
