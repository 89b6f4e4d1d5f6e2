import type { ImageRow } from './image-row';
import type { EvalResult } from './run';
import type { RuleFigures, Spread } from './summary';

const percent = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);
const millis = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
const pad = (text: string, width: number) => text.padEnd(width);
const right = (text: string, width: number) => text.padStart(width);
const usd = (value: number | null) => (value === null ? '–' : `$${value.toFixed(6)}`);
const tokens = (value: number | null) => (value === null ? '–' : String(Math.round(value)));

/** One line per image as it finishes: the label, both answers and the time. */
export function formatImageLine(row: ImageRow, index: number, total: number): string {
  const head = `[${String(index + 1).padStart(String(total).length)}/${total}] ${row.file}`;
  if (row.error) return `${head}  FAILED: ${row.error}`;
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  const withRule = row.withRule!;
  const answer = `${withRule.scientificName}${withRule.rank && withRule.rank !== 'Species' ? ` (${withRule.rank.toLowerCase()})` : ''}`;
  const otherwise = (name: string, other: string) => (other === withRule.scientificName ? '' : `; ${name} ${other}`);
  const plain =
    otherwise('without the location rule', row.withoutLocationRule!.scientificName) + otherwise('without either rule', row.withoutRule!.scientificName);
  const species = withRule.abstained ? `stopped at ${withRule.rank?.toLowerCase()} ${mark(withRule.abstentionCorrect === true)}` : `species ${mark(withRule.top1.species)}`;
  const label = row.label.given === row.label.scientificName ? row.label.given : `${row.label.given} (= ${row.label.scientificName})`;
  return `${head}  label ${label} → ${answer} ${species}${plain}  ${millis(row.latencyMs?.total ?? null)}`;
}

function abstentionLine(name: string, figures: RuleFigures, answered: number): string {
  const a = figures.abstention;
  const ranks = Object.entries(a.byRank)
    .map(([rank, count]) => `${rank.toLowerCase()} ${count}`)
    .join(', ');
  const right = a.count ? `; right at that rank ${percent(a.accuracy)} (${Math.round((a.accuracy ?? 0) * a.count)} of ${a.count})` : '';
  return `  ${pad(name, 20)}${percent(a.rate)} (${a.count} of ${answered}${ranks ? `: ${ranks}` : ''})${right}`;
}

const spreadText = (s: Spread) => `median ${millis(s.median)}, p90 ${millis(s.p90)}`;

/** The figures as a readable table, ending with where the JSON was written. */
export function formatReport(result: EvalResult, jsonPath: string): string {
  const { figures: f, setup } = result;
  const lines: string[] = [];
  lines.push(`ReefID evaluation of ${result.folder}: ${f.images} images, ${f.answered} answered, ${f.failed} failed`);
  lines.push(
    `Model ${result.modelsAnswering.join(', ') || setup.model} at ${setup.openaiBaseUrl} · WoRMS ${setup.wormsApiUrl} · OBIS ${setup.obisApiUrl} · ` +
      `rank rule below confidence ${setup.speciesThreshold}`,
  );
  lines.push('');
  const columns = [
    ['as shown', f.withRule],
    ['no depth rule', f.withoutDepthRule],
    ['no location rule', f.withoutLocationRule],
    ['no rule at all', f.withoutRule],
  ] as const;
  lines.push(`${pad('Accuracy', 12)}${columns.map(([name]) => right(name, 20)).join('')}`);
  lines.push(`${pad('', 12)}${columns.map(() => `${right('top-1', 10)}${right('top-3', 10)}`).join('')}`);
  for (const rank of ['species', 'genus', 'family'] as const) {
    lines.push(`  ${pad(rank, 10)}${columns.map(([, rule]) => `${right(percent(rule.top1[rank]), 10)}${right(percent(rule.top3[rank]), 10)}`).join('')}`);
  }
  lines.push(
    "  (as shown: rank, location and depth rules; no depth rule: rank and location rules; no location rule: rank rule only; no rule at all: the model's own answer)",
  );
  lines.push('');
  const l = f.location;
  lines.push(
    l.images
      ? `Location     ${l.images} of ${f.images} images have a position; the location rule changed ${l.changed} answer(s): ` +
          `${l.improved} now right, ${l.worsened} now wrong. Candidates recorded nearby ${l.candidates.nearby}, not ${l.candidates.notNearby}, unknown ${l.candidates.unknown}.`
      : 'Location     no image has a position (labels.csv columns latitude,longitude): the location rule was not measured.',
  );
  const d = f.depth;
  lines.push(
    d.images
      ? `Depth        ${d.images} of ${f.images} images have a position and a depth; the depth rule changed ${d.changed} answer(s): ` +
          `${d.improved} now right, ${d.worsened} now wrong. Candidates recorded at that depth ${d.candidates.atDepth}, not ${d.candidates.notAtDepth}, unknown ${d.candidates.unknown}.`
      : 'Depth        no image has a position and a depth (labels.csv column depthMeters): the depth rule was not measured.',
  );
  lines.push('');
  const g = f.sightings;
  if (g.rows) {
    lines.push(`Sightings    ${g.rows} row(s) of several photos (${g.answered} answered), as shown: the first photo alone against all of them`);
    for (const rank of ['species', 'genus', 'family'] as const) {
      lines.push(
        `  ${pad(rank, 10)}top-1 ${right(percent(g.firstPhoto.top1[rank]), 6)} → ${right(percent(g.allPhotos.top1[rank]), 6)}    ` +
          `top-3 ${right(percent(g.firstPhoto.top3[rank]), 6)} → ${right(percent(g.allPhotos.top3[rank]), 6)}`,
      );
    }
  } else {
    lines.push('Sightings    no row lists several photos (labels.csv "a.jpg;b.jpg"): one photo against several was not measured.');
  }
  lines.push('');
  lines.push('Abstention (answer above species)');
  lines.push(abstentionLine('as shown', f.withRule, f.answered));
  lines.push(abstentionLine('no depth rule', f.withoutDepthRule, f.answered));
  lines.push(abstentionLine('no location rule', f.withoutLocationRule, f.answered));
  lines.push(abstentionLine('no rule at all', f.withoutRule, f.answered));
  lines.push('');
  const ece = f.calibration.ece === null ? '–' : f.calibration.ece.toFixed(4);
  lines.push(`Calibration  ECE ${ece} (best candidate's confidence vs right species, 10 equal-width bins)`);
  lines.push(`Latency      ${spreadText(f.latencyMs)} per identification`);
  lines.push(`             preparation ${spreadText(f.latencyMs.prepare)}; model ${spreadText(f.latencyMs.model)}; WoRMS ${spreadText(f.latencyMs.worms)}`);
  lines.push(`Tokens       ${tokens(f.tokens.meanTotal)} per identification (mean; ${tokens(f.tokens.meanPrompt)} input, ${tokens(f.tokens.meanCompletion)} output)`);
  lines.push(
    `Cost         ${usd(f.costUsd.meanPerIdentification)} per identification (mean), ${usd(f.costUsd.total)} in all (${f.costUsd.identificationsPriced} priced), ` +
      `estimated at USD ${setup.prices.inputUsdPerMillion} input / ${setup.prices.outputUsdPerMillion} output per million tokens`,
  );
  const checks = Object.entries(f.verification)
    .map(([verification, count]) => `${verification} ${count}`)
    .join(', ');
  if (checks) lines.push(`WoRMS check  ${checks}`);
  const written = Object.entries(f.language.writtenIn).map(([language, count]) => `${language} ${count}`).join(', ');
  lines.push(`Language     ${f.language.inAsked} of ${f.language.answered} answers written in ${f.language.asked}, as asked (${percent(f.language.rate)})${written ? `; found: ${written}` : ''}`);
  if (f.verification.unavailable) lines.push(`Warning: WoRMS could not be asked for ${f.verification.unavailable} answer(s); they count as wrong.`);
  lines.push('');
  lines.push(`Results: ${jsonPath}`);
  return lines.join('\n');
}
