/**
 * Hostile dive-log shapes, each read at two sizes four times apart (decision 111): a reading that is linear in its
 * text takes about four times as long at the larger size, a quadratic one sixteen. Prints the larger size's time,
 * the ratio and what the reading gave.
 *
 *   bun bench/dive-log-shapes.ts [size=250000] [part of a shape's name]
 */
import { parseLog } from '../api/src/lib/dive-logs/test-support';
import { figure, row } from './support/figures';

const uddf = (samples: string, extra = '') =>
  `<uddf version="3.2.0">${extra}<profiledata><repetitiongroup><dive><informationbeforedive><datetime>2024-02-10T10:30:58</datetime></informationbeforedive><samples>${samples}</samples><informationafterdive><diveduration>2700</diveduration></informationafterdive></dive></repetitiongroup></profiledata></uddf>`;
const ssrf = (computer: string, diveAttrs = "duration='30:00 min'", inDive = '') =>
  `<divelog program='subsurface' version='3'><dives><dive date='2025-01-01' time='10:00:00' ${diveAttrs}>${inDive}<divecomputer>${computer}</divecomputer></dive></dives></divelog>`;

/** Each shape at about `n` bytes. */
const shapes: Record<string, (n: number) => string> = {
  'unclosed waypoints': (n) => uddf('<waypoint>'.repeat(n / 10)),
  'waypoint, unclosed depth tags': (n) => uddf('<waypoint>' + '<depth '.repeat(n / 7) + '</waypoint>'),
  'unclosed sample tags': (n) => ssrf("<sample '" + '<sample '.repeat(n / 8)),
  'unclosed depth tags in a computer': (n) => ssrf("<depth '" + '<depth '.repeat(n / 7)),
  'unclosed waypoint tags': (n) => uddf("<waypoint '" + '<waypoint '.repeat(n / 10)),
  'waypoint, depth tags unclosed': (n) => uddf("<waypoint><depth '" + '<depth '.repeat(n / 7)),
  'depth tag, long attribute name': (n) => ssrf('<depth ' + 'a'.repeat(n) + '>'),
  'depth tag, unclosed quotes': (n) => ssrf('<depth ' + "a='b ".repeat(n / 5) + '>'),
  'depth tag, many names': (n) => ssrf('<depth ' + 'a '.repeat(n / 2) + '>'),
  'sample, long attributes': (n) => ssrf("<sample time='1:00 min' depth='" + '1'.repeat(n) + "'/>"),
  'sample, time= runs': (n) => ssrf('<sample ' + 'time='.repeat(n / 5) + '/>'),
  'nested computers': (n) => ssrf('<divecomputer>'.repeat(n / 14) + '</divecomputer>'.repeat(n / 14)),
  'duration, inner spaces': (n) => ssrf('', `duration='1${' '.repeat(n)}x'`),
  'max depth, inner spaces': (n) => ssrf(`<depth max='1${' '.repeat(n)}x'/>`),
  'many attributes': (n) => ssrf('', Array.from({ length: n / 8 }, (_, i) => `a${i}='1'`).join(' ') + " duration='30:00 min'"),
  'unclosed elements': (n) => `<uddf>${'<a>'.repeat(n / 3)}`,
  'unclosed comment in computer': (n) => ssrf('<!--' + 'x'.repeat(n)),
  'lt runs in computer': (n) => ssrf('<'.repeat(n)),
  'closing runs in computer': (n) => ssrf('</x'.repeat(n / 3) + '>'),
  'many dives': (n) => `<divelog program='subsurface' version='3'><dives>${"<dive date='2025-01-01' time='10:00:00' duration='30:00 min'/>".repeat(n / 62)}</dives></divelog>`,
  'many sites, many links': (n) => `<uddf><divesite>${Array.from({ length: n / 40 }, (_, i) => `<site id="s${i}"><name>x</name></site>`).join('')}</divesite><profiledata><repetitiongroup><dive><informationbeforedive>${'<link ref="s1"/>'.repeat(n / 32)}<datetime>2024-02-10T10:30:58</datetime></informationbeforedive><informationafterdive><diveduration>2700</diveduration></informationafterdive></dive></repetitiongroup></profiledata></uddf>`,
  'entities in a name': (n) => ssrf('', "duration='30:00 min'", `<location>${'&amp;'.repeat(n / 5)}</location>`),
  'entity-like runs': (n) => ssrf('', "duration='30:00 min'", `<location>${'&#1111111'.repeat(n / 9)}</location>`),
  'DOCTYPE-like': (n) => '<!' + ' '.repeat(n) + 'x',
  'leading spaces': (n) => ' '.repeat(n) + 'x',
  'declaration-like runs': (n) => ssrf('', "duration='30:00 min'", '<!D' + 'x'.repeat(n)),
  'pi runs': (n) => ssrf('<?x '.repeat(n / 4)),
  'tabs in tags': (n) => ssrf('', "duration='30:00 min'" + '\t'.repeat(n)),
  'deep text': (n) => `<divelog program='subsurface' version='3'><dives>${'<a>'.repeat(99)}${'<b>x</b>'.repeat(n / 8)}${'</a>'.repeat(99)}<dive date='2025-01-01' time='10:00:00' duration='30:00 min'/></dives></divelog>`,
  'dive tag, long name run': (n) => ssrf('', "duration='30:00 min' " + 'a'.repeat(n)),
  'dive tag, unclosed quote': (n) => ssrf('', "duration='30:00 min' x=\"" + 'a '.repeat(n / 2)),
  'dive tag, equals runs': (n) => ssrf('', "duration='30:00 min' " + 'a= '.repeat(n / 3)),
  'site name, long': (n) => ssrf('', "duration='30:00 min'", `<location>${'x'.repeat(n)}</location>`),
  'gps runs': (n) => ssrf('', "duration='30:00 min' ", `<gps>${'1 '.repeat(n / 2)}</gps>`),
};
const size = Number(process.argv[2] ?? 250_000);
const only = process.argv[3];
const ROUNDS = 3;

/** The fastest of three readings (the machine is shared), and what the reading gave. */
function timed(text: Uint8Array): { ms: number; outcome: string } {
  let ms = Infinity;
  let outcome = '';
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    try {
      const log = parseLog(text);
      outcome = `${log.dives.length} dives, ${log.skippedSamples} samples and ${log.skippedDives} dives skipped`;
    } catch (error) {
      outcome = `refused: ${(error as Error).message.slice(0, 40)}`;
    }
    ms = Math.min(ms, performance.now() - started);
  }
  return { ms, outcome };
}

let worst = { ratio: 0, name: '' };
for (const [name, make] of Object.entries(shapes)) {
  if (only && !name.includes(only)) continue;
  const small = timed(new TextEncoder().encode(make(size)));
  const text = new TextEncoder().encode(make(size * 4));
  const large = timed(text);
  // Below 20 ms the ratio is mostly the clock's and the collector's.
  const ratio = large.ms >= 20 ? large.ms / small.ms : null;
  if (ratio && ratio > worst.ratio) worst = { ratio, name };
  row(name, { ms: large.ms, smallMs: small.ms }, `${name.padEnd(34)} ${(text.length / 1024).toFixed(0).padStart(6)} KB ${large.ms.toFixed(0).padStart(6)} ms  ${ratio ? `x${ratio.toFixed(1).padStart(5)}` : ' (fast)'}  ${large.outcome}`);
}
if (worst.name) figure('Largest ratio of those over 20 ms', { ratio: worst.ratio }, `x${worst.ratio.toFixed(1)} (${worst.name}; linear about 4, quadratic about 16)`);
else console.log('No shape took 20 ms or more: no ratio to show');
