/**
 * Writes eval/sample/: small generated cartoons (drawn here as SVG, rendered by sharp; no photos) and labels.csv,
 * for `npm run eval` against the fake model and fake WoRMS, and for api/src/eval/evaluate.test.ts.
 *
 *   bun scripts/make-eval-sample.ts [folder]
 *
 * The fake model picks its answer from the bytes of the JPEG it is sent (api/src/fakes/species.ts), so each picture
 * is redrawn with the next variant of its bubbles until the image the pipeline prepares for the model gets the
 * intended species. Everything is seeded: the same sharp gives the same files.
 *
 * The labels are mostly right, with the mistakes an evaluation must handle: a wrong species of the right genus
 * (clownfish-2), a synonym WoRMS replaces by the accepted name (chromis-2), and a label of another genus of the same
 * family (chromis-3). Three images say where and when they were taken, for the location rule (the fake OBIS's
 * records): clownfish-1 at Lembeh, where A. ocellaris is recorded; clownfish-2 in Kimbe Bay, where only A. percula
 * is, so the rule stops its answer at genus Amphiprion; turtle-1 in the Red Sea.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { fakeSpecies } from '../api/src/fakes/species';
import { prepareImage } from '../api/src/lib/images/prepare';

const WIDTH = 320;
const HEIGHT = 240;

type Subject = 'clownfish' | 'turtle' | 'chromis';

/** What the fake model must answer for each subject. */
const ANSWER: Record<Subject, string> = { clownfish: 'Amphiprion ocellaris', turtle: 'Chelonia mydas', chromis: 'Chromis viridis' };

const SAMPLE: Array<{ file: string; subject: Subject; label: string; where?: string }> = [
  { file: 'clownfish-1.jpg', subject: 'clownfish', label: 'Amphiprion ocellaris', where: '1.45,125.2,2025-04-02' },
  { file: 'clownfish-2.jpg', subject: 'clownfish', label: 'Amphiprion percula', where: '-5.45,150.1,2025-06-14T09:41:00' },
  { file: 'clownfish-3.jpg', subject: 'clownfish', label: 'Amphiprion ocellaris' },
  { file: 'turtle-1.jpg', subject: 'turtle', label: 'Chelonia mydas', where: '27.8,34.3,2024-10-30' },
  { file: 'turtle-2.jpg', subject: 'turtle', label: 'Chelonia mydas' },
  { file: 'chromis-1.jpg', subject: 'chromis', label: 'Chromis viridis' },
  { file: 'chromis-2.jpg', subject: 'chromis', label: 'Chromis caerulea' },
  { file: 'chromis-3.jpg', subject: 'chromis', label: 'Amphiprion ocellaris' },
];

/** A small linear congruential generator: the same seed, the same drawing. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const water = (top: string, bottom: string) =>
  `<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#w)"/>`;

function bubbles(next: () => number): string {
  return Array.from({ length: 6 }, () => {
    const x = Math.round(next() * WIDTH);
    const y = Math.round(next() * HEIGHT * 0.6);
    const r = 2 + Math.round(next() * 5);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#e8f6ff" stroke-width="1.5" opacity="0.8"/>`;
  }).join('');
}

function clownfish(next: () => number): string {
  const x = 150 + Math.round(next() * 30);
  const y = 110 + Math.round(next() * 20);
  const tentacles = Array.from({ length: 14 }, (_, i) => {
    const bx = 40 + i * 18;
    return `<path d="M${bx} 240 Q${bx - 10 + next() * 20} 200 ${bx + next() * 16 - 8} ${170 + next() * 20}" stroke="#c9a0d8" stroke-width="9" stroke-linecap="round" fill="none"/>`;
  }).join('');
  return (
    water('#1d6fa5', '#0b3552') +
    tentacles +
    `<g transform="translate(${x} ${y})">` +
    `<path d="M55 0 L85 -22 L80 0 L85 22 Z" fill="#f07818" stroke="#111" stroke-width="3"/>` +
    `<ellipse cx="0" cy="0" rx="62" ry="32" fill="#f47a1a" stroke="#111" stroke-width="3"/>` +
    `<path d="M-38 -26 Q-30 0 -38 26" stroke="#fff" stroke-width="12" fill="none"/>` +
    `<path d="M0 -32 Q8 0 0 32" stroke="#fff" stroke-width="13" fill="none"/>` +
    `<path d="M42 -20 Q48 0 42 20" stroke="#fff" stroke-width="9" fill="none"/>` +
    `<circle cx="-46" cy="-8" r="6" fill="#111"/><circle cx="-48" cy="-10" r="2" fill="#fff"/>` +
    `</g>`
  );
}

function turtle(next: () => number): string {
  const x = 150 + Math.round(next() * 30);
  const y = 115 + Math.round(next() * 15);
  const plates = Array.from({ length: 5 }, (_, i) => `<ellipse cx="${-36 + i * 18}" cy="${i % 2 ? 10 : -10}" rx="14" ry="11" fill="#7a6a2e" opacity="0.8"/>`).join('');
  return (
    water('#3a9cc4', '#135a7a') +
    `<rect y="205" width="${WIDTH}" height="35" fill="#d9c58c"/>` +
    `<g transform="translate(${x} ${y})">` +
    `<ellipse cx="-40" cy="-42" rx="34" ry="12" fill="#8c8a4a" transform="rotate(-30 -40 -42)"/>` +
    `<ellipse cx="-40" cy="42" rx="34" ry="12" fill="#8c8a4a" transform="rotate(30 -40 42)"/>` +
    `<ellipse cx="45" cy="-30" rx="18" ry="8" fill="#8c8a4a"/><ellipse cx="45" cy="30" rx="18" ry="8" fill="#8c8a4a"/>` +
    `<ellipse cx="-80" cy="0" rx="20" ry="15" fill="#9a9856"/><circle cx="-88" cy="-5" r="3" fill="#111"/>` +
    `<ellipse cx="0" cy="0" rx="62" ry="46" fill="#5e6b2a" stroke="#3d441a" stroke-width="3"/>` +
    plates +
    `</g>`
  );
}

function chromis(next: () => number): string {
  const coral = Array.from({ length: 9 }, (_, i) => {
    const bx = 20 + i * 36;
    return (
      `<path d="M${bx} 240 L${bx} 190 M${bx} 205 L${bx - 14} 180 M${bx} 200 L${bx + 15} 176" stroke="#d8c7a0" stroke-width="8" stroke-linecap="round"/>` +
      `<circle cx="${bx - 14}" cy="180" r="5" fill="#efe3c0"/><circle cx="${bx + 15}" cy="176" r="5" fill="#efe3c0"/>`
    );
  }).join('');
  const fish = Array.from({ length: 7 }, () => {
    const fx = 30 + Math.round(next() * 250);
    const fy = 30 + Math.round(next() * 120);
    return (
      `<g transform="translate(${fx} ${fy})">` +
      `<path d="M14 0 L26 -9 L22 0 L26 9 Z" fill="#74d6c8"/>` +
      `<ellipse cx="0" cy="0" rx="16" ry="8" fill="#8ee3d6"/><circle cx="-9" cy="-2" r="2" fill="#123"/>` +
      `</g>`
    );
  }).join('');
  return water('#2a8fc0', '#0d4766') + coral + fish;
}

const DRAW: Record<Subject, (next: () => number) => string> = { clownfish, turtle, chromis };

async function picture(subject: Subject, seed: number): Promise<Buffer> {
  const next = random(seed);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${DRAW[subject](next)}${bubbles(next)}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
}

/** The first variant, from the file's own seed on, that the fake model answers with the subject's species. */
async function makeImage(subject: Subject, firstSeed: number): Promise<{ jpeg: Buffer; seed: number }> {
  for (let seed = firstSeed; seed < firstSeed + 200; seed++) {
    const jpeg = await picture(subject, seed);
    const prepared = await prepareImage(jpeg);
    await prepared.stored;
    if (fakeSpecies(prepared.model.data).scientificName === ANSWER[subject]) return { jpeg, seed };
  }
  throw new Error(`No variant of ${subject} gets ${ANSWER[subject]} from the fake model`);
}

const folder = resolve(process.argv[2] ?? join(import.meta.dir, '..', 'eval', 'sample'));
mkdirSync(folder, { recursive: true });
let seed = 1;
for (const entry of SAMPLE) {
  const made = await makeImage(entry.subject, seed * 1000);
  writeFileSync(join(folder, entry.file), made.jpeg);
  console.log(`${entry.file}: ${made.jpeg.length} bytes (variant ${made.seed}), fake model answers ${ANSWER[entry.subject]}, labelled ${entry.label}`);
  seed++;
}
writeFileSync(
  join(folder, 'labels.csv'),
  `file,scientificName,latitude,longitude,observedAt\n${SAMPLE.map((e) => `${e.file},${e.label},${e.where ?? ',,'}`).join('\n')}\n`,
);
console.log(`Wrote ${SAMPLE.length} images and labels.csv to ${folder}`);
