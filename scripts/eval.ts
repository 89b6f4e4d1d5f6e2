/**
 * Measures identification accuracy on a labelled folder of images, through the real pipeline (image preparation,
 * the model at OPENAI_*, the WoRMS check at WORMS_API_URL).
 *
 *   npm run eval -- <folder> [--out <file>] [--input-price <usd>] [--output-price <usd>] [--language <language>]
 *   npm run eval -- --export-verified <folder>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { openDatabase } from '../api/src/db/client';
import { ConfigError, loadConfig } from '../api/src/env';
import { exportVerified } from '../api/src/eval/export-verified';
import { LabelsError, readLabels } from '../api/src/eval/labels';
import { formatImageLine, formatReport } from '../api/src/eval/report';
import { evaluate } from '../api/src/eval/run';
import { DEFAULT_PRICES, type Prices } from '../api/src/eval/summary';
import { photoStore } from '../api/src/lib/storage';
import { WormsUnavailableError } from '../api/src/lib/worms/client';
import { isLanguage, LANGUAGES, type Language } from '../rules/languages';

const USAGE = `Usage: npm run eval -- <folder> [--out <file>] [--input-price <usd>] [--output-price <usd>] [--language <language>]
       npm run eval -- --export-verified <folder>

  <folder>              images and labels.csv (header "file,scientificName", one row per image; optional
                        columns latitude,longitude,observedAt measure the location rule against OBIS_API_URL,
                        and depthMeters, with a position, the depth rule; "a.jpg;b.jpg" in file sends up to 5
                        photos as one sighting, compared with the first alone)
  --out <file>          where to write the JSON results (default <folder>/eval-results.json)
  --input-price <usd>   USD per million input tokens, for the cost estimate (default ${DEFAULT_PRICES.inputUsdPerMillion}, gpt-4o-mini)
  --output-price <usd>  USD per million output tokens (default ${DEFAULT_PRICES.outputUsdPerMillion}, gpt-4o-mini)
  --language <language> the language the model is asked to write its answers in, as a diver's request asks it:
                        ${LANGUAGES.join(', ')} (default en); the report says how many answers came back in it

The model is the one the product uses: OPENAI_API_KEY, or OPENAI_BASE_URL for an OpenAI-compatible server, and
OPENAI_MODEL (default gpt-4o-mini). Answers are checked against WORMS_API_URL (default the public WoRMS REST API);
IDENTIFY_SPECIES_THRESHOLD sets the rank rule (default 0.7).

  --export-verified <folder>
                        writes the sightings experts verified into <folder> (created if need be; one with a
                        labels.csv is refused) as a set this command reads: their photos under photos/, and
                        labels.csv with the community taxon and where, when and how deep each was taken. It reads
                        the product's database and photo store (DATABASE_URL or DATA_DIR, STORAGE_URL).`;

class UsageError extends Error {}

interface Args {
  /** Export the verified sightings into the folder instead of evaluating it. */
  exportVerified?: boolean;
  folder: string;
  out: string;
  prices: Prices;
  language: Language;
}

function price(flag: string, value: string | undefined): number {
  const parsed = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(parsed) || parsed < 0) {
    throw new UsageError(`${flag} needs a price in USD per million tokens (a number ≥ 0), got ${value === undefined ? 'nothing' : `"${value}"`}`);
  }
  return parsed;
}

function parseArgs(argv: string[]): Args | 'help' {
  const positional: string[] = [];
  const options = new Map<string, string | undefined>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') return 'help';
    if (arg === '--export-verified' || arg.startsWith('--export-verified=')) {
      const folder = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[i + 1]?.startsWith('--') ? undefined : argv[++i];
      if (!folder) throw new UsageError('--export-verified needs the folder to write');
      if (options.has('--export-verified')) throw new UsageError('--export-verified is given twice');
      options.set('--export-verified', folder);
      continue;
    }
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (!['--out', '--input-price', '--output-price', '--language'].includes(name!)) throw new UsageError(`Unknown option ${name}`);
    if (options.has(name!)) throw new UsageError(`${name} is given twice`);
    options.set(name!, inline ?? (argv[i + 1]?.startsWith('--') ? undefined : argv[++i]));
  }
  if (options.has('--export-verified')) {
    if (options.size > 1 || positional.length) throw new UsageError('--export-verified takes only the folder to write');
    return { exportVerified: true, folder: resolve(options.get('--export-verified')!), out: '', prices: DEFAULT_PRICES, language: 'en' };
  }
  if (positional.length !== 1) throw new UsageError(positional.length ? `One folder only, got ${positional.join(' ')}` : 'Name the folder to evaluate');
  const folder = resolve(positional[0]!);
  if (options.has('--out') && !options.get('--out')) throw new UsageError('--out needs a file name');
  const language = options.has('--language') ? options.get('--language') : 'en';
  if (!isLanguage(language)) throw new UsageError(`--language needs one of ${LANGUAGES.join(', ')}, got ${language === undefined ? 'nothing' : `"${language}"`}`);
  return {
    folder,
    out: resolve(options.get('--out') ?? join(folder, 'eval-results.json')),
    prices: {
      inputUsdPerMillion: options.has('--input-price') ? price('--input-price', options.get('--input-price')) : DEFAULT_PRICES.inputUsdPerMillion,
      outputUsdPerMillion: options.has('--output-price') ? price('--output-price', options.get('--output-price')) : DEFAULT_PRICES.outputUsdPerMillion,
    },
    language,
  };
}

async function main(): Promise<number> {
  let args: Args | 'help';
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 1;
  }
  if (args === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (args.exportVerified) return exportTo(args.folder);
  try {
    // A fixed cookie secret: the evaluation never serves cookies, and must not write one into DATA_DIR.
    const config = loadConfig({ ...process.env, COOKIE_SECRET: 'eval-does-not-sign-cookies-'.padEnd(32, '.') });
    const labels = readLabels(args.folder);
    console.log(`Evaluating ${labels.length} images of ${args.folder} with ${config.identifier.model}, answers asked in ${args.language}`);
    const result = await evaluate(args.folder, labels, {
      config,
      prices: args.prices,
      language: args.language,
      onImage: (row, index, total) => console.log(formatImageLine(row, index, total)),
    });
    mkdirSync(dirname(args.out), { recursive: true });
    writeFileSync(args.out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\n${formatReport(result, args.out)}`);
    if (result.figures.answered === 0) {
      console.error('\nNo image was identified: see the errors above.');
      return 1;
    }
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof LabelsError) {
      console.error(error.message);
      return 1;
    }
    if (error instanceof WormsUnavailableError) {
      console.error(`The labels could not be looked up in WoRMS (WORMS_API_URL): ${error.message}`);
      return 1;
    }
    throw error;
  }
}

/** Writes the verified sightings of the product's database and photo store as an evaluation set. */
async function exportTo(folder: string): Promise<number> {
  try {
    const config = loadConfig({ ...process.env, COOKIE_SECRET: 'eval-does-not-sign-cookies-'.padEnd(32, '.') });
    const database = await openDatabase(config.database);
    try {
      const summary = await exportVerified(database.db, photoStore(config), folder);
      for (const reason of summary.skipped) console.error(`Left out ${reason}`);
      console.log(`Wrote ${summary.sightings} verified sightings (${summary.photos} photos) and labels.csv to ${folder}`);
      console.log(`Score a model on them with: npm run eval -- ${folder}`);
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof LabelsError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exit(await main());
