import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@rules/languages';
import type { Verification } from '@rules/taxon';
import { openScratchDatabase } from '../db/scratch';
import type { Config } from '../env';
import { createSpeciesIdentifier, type Identification, type SpeciesIdentifier } from '../lib/ai/identifier';
import { photoContext } from '../lib/ai/photo-context';
import { checkUpload, prepareImage } from '../lib/images/prepare';
import { depthBand } from '@rules/identification';
import { createObisClient, ObisUnavailableError, type ObisClient } from '../lib/obis/client';
import { createWormsClient, MAX_NAMES_PER_MATCH } from '../lib/worms/client';
import { nameKey, taxa as taxonCache, Taxonomy, type CachedTaxon, type Grounding, type NameMatch } from '../modules/taxa';
import { LabelsError, type Label } from './labels';
import { EVAL_RANKS, WORMS_RANK, containsLabel, isAbstention, rankedAnswers, sameAt, topKCorrect, type EvalRank, type RankStep, type TaxonKey } from './metrics';
import type { AnswerSummary, ImageRow, RankFlags } from './image-row';
import { DEFINITIONS, summarise, type Figures, type Prices } from './summary';
import { languageOfAnswer } from './written-language';

/** WoRMS calls to resolve the labels, all together (the product's per-identification deadline is much shorter). */
const LABEL_TIMEOUT_MS = 60_000;

/** A taxon from the cache, as the metrics compare it. */
export function taxonKey(taxon: CachedTaxon): TaxonKey {
  const at: TaxonKey['at'] = {};
  for (const rank of EVAL_RANKS) {
    const step = taxon.lineage.find((s) => s.rank === WORMS_RANK[rank]);
    const named: RankStep | undefined = step
      ? { aphiaId: step.aphiaId, name: step.name }
      : taxon.rank === WORMS_RANK[rank]
        ? { aphiaId: taxon.aphiaId, name: taxon.scientificName }
        : rank !== 'species' && taxon.classification[rank]
          ? { aphiaId: null, name: taxon.classification[rank]! }
          : undefined;
    if (named) at[rank] = named;
  }
  return { aphiaId: taxon.aphiaId, scientificName: taxon.scientificName, rank: taxon.rank, at, lineageIds: taxon.lineage.map((s) => s.aphiaId) };
}

export interface ResolvedLabel {
  /** The accepted taxon the label stands for. */
  taxon: TaxonKey;
  /** verified, synonym (an old name, replaced by the accepted one) or fuzzy (a near spelling). */
  match: Verification;
}

/** Each label's accepted species in WoRMS, keyed by its name; a label WoRMS does not know is an error. */
export async function resolveLabels(taxonomy: Taxonomy, labels: Label[]): Promise<Map<string, ResolvedLabel>> {
  const signal = AbortSignal.timeout(LABEL_TIMEOUT_MS);
  const names = [...new Set(labels.map((l) => nameKey(taxonCache.cleanName(l.scientificName))))];
  const matches = new Map<string, NameMatch[]>();
  for (let i = 0; i < names.length; i += MAX_NAMES_PER_MATCH) {
    for (const [key, found] of await taxonomy.matchNames(names.slice(i, i + MAX_NAMES_PER_MATCH), signal)) matches.set(key, found);
  }
  const resolutions = labels.map((label) => {
    const resolution = taxonCache.resolveName(label.scientificName, matches, new Set());
    if (!resolution || resolution.genusFallback) {
      throw new LabelsError(`labels.csv line ${label.line}: WoRMS does not know "${label.scientificName}" (${label.file})`);
    }
    return resolution;
  });
  const taxa = await taxonomy.taxa(resolutions.map((r) => r.match.acceptedId), signal);
  const resolved = new Map<string, ResolvedLabel>();
  labels.forEach((label, index) => {
    const resolution = resolutions[index]!;
    const taxon = taxa.get(resolution.match.acceptedId);
    if (!taxon) throw new LabelsError(`labels.csv line ${label.line}: WoRMS has no record ${resolution.match.acceptedId} for "${label.scientificName}"`);
    const key = taxonKey(taxon);
    if (!key.at.species) {
      throw new LabelsError(`labels.csv line ${label.line}: "${label.scientificName}" is a ${taxon.rank.toLowerCase()} in WoRMS; label each image with its species`);
    }
    resolved.set(label.scientificName, { taxon: key, match: resolution.verification });
  });
  return resolved;
}

const ms = (from: number, to: number) => Math.round((to - from) * 10) / 10;

function flags(answers: Array<TaxonKey | null>, label: TaxonKey, k: number): RankFlags {
  const at = (rank: EvalRank) => topKCorrect(answers, label, rank, k);
  return { species: at('species'), genus: at('genus'), family: at('family') };
}

function summary(grounding: Grounding, keys: Map<number, TaxonKey>, label: TaxonKey): AnswerSummary {
  const shown = grounding.taxon ? (keys.get(grounding.taxon.aphiaId) ?? taxonKey(grounding.taxon)) : null;
  const answers = rankedAnswers(
    shown,
    grounding.candidates.map((c) => (c.aphiaId === null ? null : (keys.get(c.aphiaId) ?? null))),
  );
  const abstained = isAbstention(shown);
  return {
    scientificName: grounding.scientificName,
    rank: grounding.taxon?.rank ?? null,
    aphiaId: grounding.taxon?.aphiaId ?? null,
    verification: grounding.verification,
    top1: flags(answers, label, 1),
    top3: flags(answers, label, 3),
    abstained,
    abstentionCorrect: abstained ? containsLabel(shown!, label) : null,
  };
}

export interface EvalPipeline {
  identifier: SpeciesIdentifier;
  taxonomy: Taxonomy;
  obis: ObisClient;
  obisTimeoutMs: number;
  speciesThreshold: number;
  wormsTimeoutMs: number;
  prices: Prices;
  /** The language the model is asked to write its answers in, as a diver's request asks it. */
  language: Language;
}

/** Which taxa OBIS records near the position, as the product asks; OBIS not answering leaves them all unknown. */
function nearbyOf(pipeline: EvalPipeline, position: Label['position']) {
  if (!position) return undefined;
  return async (aphiaIds: number[]) => {
    try {
      const { recorded, complete } = await pipeline.obis.recordedNear(aphiaIds, position, AbortSignal.timeout(pipeline.obisTimeoutMs));
      // As the product: not found in a checklist read only in part is not known, not false.
      return new Map(aphiaIds.filter((id) => complete || recorded.has(id)).map((id) => [id, recorded.has(id)]));
    } catch (error) {
      if (!(error instanceof ObisUnavailableError)) throw error;
      return new Map<number, boolean>();
    }
  };
}

/** Which taxa OBIS records near the position within the depth band, one call each as the product asks; unknown when OBIS fails. */
function atDepthOf(pipeline: EvalPipeline, position: Label['position'], depthMeters: number | null) {
  if (!position || depthMeters === null) return undefined;
  const band = depthBand(depthMeters);
  return async (aphiaIds: number[]) => {
    const signal = AbortSignal.timeout(pipeline.obisTimeoutMs);
    const answers = await Promise.all(
      aphiaIds.map(async (id) => {
        try {
          return [[id, await pipeline.obis.recordedAtDepth(id, position, band, signal)] as const];
        } catch (error) {
          if (!(error instanceof ObisUnavailableError)) throw error;
          return [];
        }
      }),
    );
    return new Map(answers.flat());
  };
}

/** The same OBIS answer for both groundings that use it: OBIS is asked once per image, as in the product. */
function once<T>(ask: ((ids: number[]) => Promise<T>) | undefined) {
  if (!ask) return undefined;
  let answer: Promise<T> | undefined;
  return (ids: number[]) => (answer ??= ask(ids));
}

/**
 * One image, or one sighting of several photos sent together, through the product's pipeline, then its answer
 * against the label four ways: as the product shows it (rank, location and depth rules), without the depth rule,
 * without the location rules, and without any. A sighting is asked once more with its first photo alone, to compare
 * one photo with all of them.
 */
export async function evaluateImage(pipeline: EvalPipeline, folder: string, label: Label, resolved: ResolvedLabel): Promise<ImageRow> {
  const row: ImageRow = {
    file: label.file,
    photos: label.files.length,
    label: { given: label.scientificName, scientificName: resolved.taxon.scientificName, aphiaId: resolved.taxon.aphiaId, match: resolved.match },
    error: null,
    model: null,
    position: label.position,
    observedAt: label.observedAt,
    depthMeters: label.depthMeters,
    withRule: null,
    withoutDepthRule: null,
    withoutLocationRule: null,
    withoutRule: null,
    firstPhotoOnly: null,
    candidates: [],
    bestCandidate: null,
    latencyMs: null,
    tokens: null,
    costUsd: null,
    writtenIn: null,
  };
  const { taxonomy, identifier, wormsTimeoutMs: timeoutMs } = pipeline;
  try {
    const photos = label.files.map((file) => new Uint8Array(readFileSync(join(folder, file))));
    photos.forEach((bytes) => checkUpload(bytes));
    const context = photoContext(label.position, label.observedAt);
    const started = performance.now();
    const images = await Promise.all(photos.map((bytes) => prepareImage(bytes)));
    const prepared = performance.now();
    const identification = await identifier.identify(images.map((image) => image.model.data), context, undefined, pipeline.language);
    const answered = performance.now();
    // OBIS is asked once per answer, as in the product; the rule-less checks below reuse the shown answer's.
    const nearby = once(nearbyOf(pipeline, label.position));
    const atDepth = once(atDepthOf(pipeline, label.position, label.depthMeters));
    const asShown = (answer: Identification['answer'], obis = { nearby: nearbyOf(pipeline, label.position), atDepth: atDepthOf(pipeline, label.position, label.depthMeters) }) =>
      taxonCache.groundAnswer(taxonomy, answer, { speciesThreshold: pipeline.speciesThreshold, timeoutMs, ...obis });
    const grounding = await asShown(identification.answer, { nearby, atDepth });
    const checked = performance.now();
    await Promise.allSettled(images.map((image) => image.stored));
    const firstOnly = images.length > 1 ? await asShown((await identifier.identify([images[0]!.model.data], context, undefined, pipeline.language)).answer) : null;
    // The same check with a rule switched off: every name and taxon is in the cache by now, OBIS's answer kept.
    const noDepth = await taxonCache.groundAnswer(taxonomy, identification.answer, { speciesThreshold: pipeline.speciesThreshold, timeoutMs, nearby });
    const rankOnly = await taxonCache.groundAnswer(taxonomy, identification.answer, { speciesThreshold: pipeline.speciesThreshold, timeoutMs });
    const plain = await taxonCache.groundAnswer(taxonomy, identification.answer, { speciesThreshold: 0, timeoutMs });

    const ids = [grounding.taxon?.aphiaId, noDepth.taxon?.aphiaId, rankOnly.taxon?.aphiaId, plain.taxon?.aphiaId, firstOnly?.taxon?.aphiaId, ...grounding.candidates.map((c) => c.aphiaId), ...(firstOnly?.candidates.map((c) => c.aphiaId) ?? [])].filter(
      (id): id is number => typeof id === 'number',
    );
    const taxa = await taxonomy.taxa(ids, AbortSignal.timeout(timeoutMs)).catch(() => new Map<number, CachedTaxon>());
    const keys = new Map([...taxa].map(([id, taxon]) => [id, taxonKey(taxon)]));

    const { promptTokens, completionTokens, tokensUsed } = identification;
    row.model = identification.model;
    row.writtenIn = languageOfAnswer(identification.answer);
    row.withRule = summary(grounding, keys, resolved.taxon);
    row.withoutDepthRule = summary(noDepth, keys, resolved.taxon);
    row.withoutLocationRule = summary(rankOnly, keys, resolved.taxon);
    row.withoutRule = summary(plain, keys, resolved.taxon);
    row.firstPhotoOnly = firstOnly ? summary(firstOnly, keys, resolved.taxon) : null;
    row.candidates = grounding.candidates.map((c) => ({
      scientificName: c.scientificName,
      rank: c.rank,
      confidence: c.confidence,
      aphiaId: c.aphiaId,
      nearby: c.nearby,
      atDepth: c.atDepth,
    }));
    const best = grounding.candidates[0];
    row.bestCandidate = best
      ? { confidence: best.confidence, correct: best.aphiaId !== null && sameAt(keys.get(best.aphiaId) ?? null, resolved.taxon, 'species') }
      : { confidence: 0, correct: false };
    row.latencyMs = { total: ms(started, checked), prepare: ms(started, prepared), model: ms(prepared, answered), worms: ms(answered, checked) };
    row.tokens = { total: tokensUsed, prompt: promptTokens, completion: completionTokens };
    row.costUsd =
      promptTokens === null || completionTokens === null
        ? null
        : (promptTokens * pipeline.prices.inputUsdPerMillion + completionTokens * pipeline.prices.outputUsdPerMillion) / 1_000_000;
  } catch (error) {
    row.error = error instanceof Error ? error.message : String(error);
  }
  return row;
}

/** What one evaluation ran against. */
export interface EvalSetup {
  model: string;
  openaiBaseUrl: string;
  wormsApiUrl: string;
  obisApiUrl: string;
  speciesThreshold: number;
  wormsTimeoutMs: number;
  prices: Prices;
  /** The language the answers were asked in (--language). */
  language: Language;
}

export interface EvalResult {
  generatedAt: string;
  folder: string;
  setup: EvalSetup;
  /** Models as the provider named them in its answers. */
  modelsAnswering: string[];
  figures: Figures;
  definitions: typeof DEFINITIONS;
  rows: ImageRow[];
}

export interface EvalOptions {
  config: Pick<Config, 'identifier' | 'worms' | 'obis' | 'speciesThreshold'>;
  prices: Prices;
  /** The language the model is asked to answer in (default English). */
  language?: Language;
  /** Called after each image, in order. */
  onImage?: (row: ImageRow, index: number, total: number) => void;
}

/**
 * The whole evaluation: the labels resolved in WoRMS first (an unknown name stops it before any model call), then
 * each image in turn through the real pipeline. Two private in-memory taxa caches: the labels' lookups do not warm
 * the pipeline's, so its WoRMS time is that of a fresh cache (each taxon fetched once, then cached as in the product).
 */
export async function evaluate(folder: string, labels: Label[], options: EvalOptions): Promise<EvalResult> {
  const { config, prices, language = 'en' } = options;
  const identifier = createSpeciesIdentifier(config.identifier);
  if (!identifier) throw new LabelsError('Set OPENAI_API_KEY (OpenAI) or OPENAI_BASE_URL (an OpenAI-compatible server) to evaluate a model');
  const now = () => new Date();
  const labelDb = await openScratchDatabase();
  const pipelineDb = await openScratchDatabase();
  try {
    const resolved = await resolveLabels(new Taxonomy(labelDb.db, createWormsClient(config.worms.apiUrl), now), labels);
    const pipeline: EvalPipeline = {
      identifier,
      taxonomy: new Taxonomy(pipelineDb.db, createWormsClient(config.worms.apiUrl), now),
      obis: createObisClient(config.obis.apiUrl),
      obisTimeoutMs: config.obis.timeoutMs,
      speciesThreshold: config.speciesThreshold,
      wormsTimeoutMs: config.worms.timeoutMs,
      prices,
      language,
    };
    const rows: ImageRow[] = [];
    for (const label of labels) {
      const row = await evaluateImage(pipeline, folder, label, resolved.get(label.scientificName)!);
      rows.push(row);
      options.onImage?.(row, rows.length - 1, labels.length);
    }
    return {
      generatedAt: new Date().toISOString(),
      folder,
      setup: {
        model: config.identifier.model,
        openaiBaseUrl: config.identifier.baseUrl ?? 'https://api.openai.com/v1',
        wormsApiUrl: config.worms.apiUrl,
        obisApiUrl: config.obis.apiUrl,
        speciesThreshold: config.speciesThreshold,
        wormsTimeoutMs: config.worms.timeoutMs,
        prices,
        language,
      },
      modelsAnswering: [...new Set(rows.flatMap((r) => (r.model ? [r.model] : [])))],
      figures: summarise(rows, language),
      definitions: DEFINITIONS,
      rows,
    };
  } finally {
    await labelDb.close();
    await pipelineDb.close();
  }
}
