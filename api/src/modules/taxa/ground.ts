import { rankingWeight, type Candidate } from '@rules/identification';
import { classificationLine, commonName, commonNameHeading, type ConservationStatusSource, type Verification } from '@rules/taxon';
import type { SpeciesAnswer } from '../../lib/ai/answer';
import { WormsUnavailableError } from '../../lib/worms/client';
import { log } from '../../operations/logs';
import type { Taxonomy } from './lookup';
import type { CachedTaxon } from './model';
import { classificationContext, cleanName, genusOf, namesToMatch, resolveName, type NameResolution } from './names';
import { commonTaxon } from './rank-rule';

/** What the grounding reads of the model's answer (also what a stored identification keeps of it). */
export type ModelAnswer = Pick<SpeciesAnswer, 'speciesName' | 'scientificName' | 'classification' | 'conservationStatus' | 'candidates' | 'alternativeSpecies'>;

export interface GroundedCandidate extends Candidate {
  aphiaId: number | null;
  verification: Verification;
  /** Recorded by OBIS near where the photo was taken; null when not known. */
  nearby: boolean | null;
  /** Recorded by OBIS there within the depth band around the photo's depth; null when not known (or no depth). */
  atDepth: boolean | null;
}

export interface GroundedLookAlike {
  name: string;
  scientificName: string;
  aphiaId: number | null;
  verification: Verification;
}

/** The model's answer after the check: names and classification from WoRMS where it knows them. */
export interface Grounding {
  verification: Verification;
  /** The accepted taxon shown as the answer; null when unmatched or unavailable. */
  taxon: CachedTaxon | null;
  speciesName: string;
  scientificName: string;
  modelScientificName: string;
  classification: string;
  conservationStatus: string;
  conservationStatusSource: ConservationStatusSource;
  /** The year of the IUCN assessment behind a 'worms-iucn' status, when WoRMS gives it; otherwise null. */
  conservationStatusYear: number | null;
  candidates: GroundedCandidate[];
  alternativeSpecies: GroundedLookAlike[];
}

export interface GroundingOptions {
  /** IDENTIFY_SPECIES_THRESHOLD: below it the rank rule decides the answer's rank. */
  speciesThreshold: number;
  /** All WoRMS calls together. */
  timeoutMs: number;
  /** Which of these accepted taxa were recorded near where the photo was taken (left out: not known). */
  nearby?: (aphiaIds: number[]) => Promise<Map<number, boolean>>;
  /** Which of them were recorded there within the depth band around the photo's depth (left out: not known). */
  atDepth?: (aphiaIds: number[]) => Promise<Map<number, boolean>>;
}

const byConfidence = (candidates: Candidate[]) => [...candidates].sort((a, b) => b.confidence - a.confidence);

/** How a taxon above the model's own answer is named: "Damselfishes (family Pomacentridae)", "Genus Chromis". */
export function taxonLabel(taxon: Pick<CachedTaxon, 'rank' | 'scientificName' | 'vernacularName'>): string {
  if (taxon.rank === 'Species') return commonName(taxon, taxon.scientificName);
  return taxon.vernacularName
    ? `${commonNameHeading(taxon.vernacularName)} (${taxon.rank.toLowerCase()} ${taxon.scientificName})`
    : `${taxon.rank} ${taxon.scientificName}`;
}

/** The answer as the model gave it, marked 'unavailable': WoRMS could not be asked, the server asks again later. */
function unchecked(answer: ModelAnswer): Grounding {
  return {
    verification: 'unavailable',
    taxon: null,
    speciesName: answer.speciesName,
    scientificName: answer.scientificName,
    modelScientificName: answer.scientificName,
    classification: answer.classification,
    conservationStatus: answer.conservationStatus,
    conservationStatusSource: 'model',
    conservationStatusYear: null,
    candidates: byConfidence(answer.candidates).map((c) => ({ ...c, aphiaId: null, verification: 'unavailable', nearby: null, atDepth: null })),
    alternativeSpecies: answer.alternativeSpecies.map((a) => ({ name: a.name, scientificName: a.scientificName, aphiaId: null, verification: 'unavailable' })),
  };
}

type Recorded = Pick<GroundedCandidate, 'nearby' | 'atDepth'>;

function groundedCandidate(candidate: Candidate, resolution: NameResolution | null, { nearby, atDepth }: Recorded): GroundedCandidate {
  if (!resolution) return { ...candidate, aphiaId: null, verification: 'unmatched', nearby, atDepth };
  return {
    ...candidate,
    scientificName: resolution.match.acceptedName,
    rank: resolution.genusFallback ? 'genus' : candidate.rank,
    aphiaId: resolution.match.acceptedId,
    verification: resolution.verification,
    nearby,
    atDepth,
  };
}

/**
 * Checks the model's answer against WoRMS: one match call for every name (best answer, candidates, look-alikes
 * and their genera), then the chosen taxa's details in parallel, all within one deadline. It never throws:
 * WoRMS down or slow gives the answer unchanged, marked 'unavailable'.
 */
export async function groundAnswer(taxonomy: Taxonomy, answer: ModelAnswer, options: GroundingOptions): Promise<Grounding> {
  const candidates = byConfidence(answer.candidates);
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const matches = await taxonomy.matchNames(
      namesToMatch([answer.scientificName, ...candidates.map((c) => c.scientificName), ...answer.alternativeSpecies.map((a) => a.scientificName)]).slice(0, 50),
      signal,
    );
    const context = classificationContext(answer.classification, answer.scientificName.split(' ')[0]);
    const own = resolveName(answer.scientificName, matches, context);
    const resolved = candidates.map((c) => resolveName(c.scientificName, matches, context));

    // When the rank rule will apply, the candidates' genera are fetched alongside them: the answer is most often
    // one of them, and it saves WoRMS a third round of calls.
    const unsure = (candidates[0]?.confidence ?? 1) < options.speciesThreshold;
    const genera = unsure ? candidates.map((c) => resolveName(genusOf(cleanName(c.scientificName)), matches, context)) : [];
    const candidateIds = resolved.flatMap((r) => (r ? [r.match.acceptedId] : []));
    const [taxa, recorded, atDepth] = await Promise.all([
      taxonomy.taxa([own, ...resolved, ...genera].flatMap((r) => (r ? [r.match.acceptedId] : [])), signal),
      options.nearby ? options.nearby(candidateIds) : new Map<number, boolean>(),
      options.atDepth ? options.atDepth(candidateIds) : new Map<number, boolean>(),
    ]);
    // The location and depth rules (rules/identification.ts) may lower a candidate below others; the rank rule then
    // weighs what is left. When another candidate leads, it is the answer.
    const ranked = candidates
      .map((candidate, i) => {
        const resolution = resolved[i] ?? null;
        const id = resolution?.match.acceptedId ?? -1;
        const known = { nearby: recorded.get(id) ?? null, atDepth: atDepth.get(id) ?? null };
        return { candidate, resolution, known, weight: rankingWeight({ confidence: candidate.confidence, ...known }) };
      })
      .sort((a, b) => b.weight - a.weight);
    const leader = ranked[0];
    const answered = leader && leader.candidate !== candidates[0] && leader.resolution ? leader.resolution : own;
    const ruled = commonTaxon(
      ranked.map((r) => ({ confidence: r.weight, lineage: taxa.get(r.resolution?.match.acceptedId ?? -1)?.lineage ?? null })),
      options.speciesThreshold,
    );
    const shownId = ruled?.aphiaId ?? answered?.match.acceptedId;
    if (shownId !== undefined && !taxa.has(shownId)) for (const [id, taxon] of await taxonomy.taxa([shownId], signal)) taxa.set(id, taxon);
    const taxon = shownId === undefined ? null : (taxa.get(shownId) ?? null);

    const asModelSaid = !!taxon && !!own && taxon.aphiaId === own.match.acceptedId && !own.genusFallback;
    return {
      verification: !taxon ? 'unmatched' : ruled && !asModelSaid ? 'verified' : answered!.verification,
      taxon,
      // The name is chosen here, once, and stored: WoRMS's English name of the model's own taxon, else the model's.
      speciesName: taxon && !asModelSaid ? taxonLabel(taxon) : commonName(taxon, answer.speciesName),
      scientificName: taxon?.scientificName ?? answer.scientificName,
      modelScientificName: answer.scientificName,
      classification: taxon ? classificationLine(taxon.classification) : answer.classification,
      conservationStatus: taxon?.iucnCategory ?? answer.conservationStatus,
      conservationStatusSource: taxon?.iucnCategory ? 'worms-iucn' : 'model',
      conservationStatusYear: taxon?.iucnCategory ? taxon.iucnYear : null,
      candidates: ranked.map((r) => groundedCandidate(r.candidate, r.resolution, r.known)),
      alternativeSpecies: answer.alternativeSpecies.map((a) => {
        const r = resolveName(a.scientificName, matches, context);
        return { name: a.name, scientificName: r?.match.acceptedName ?? a.scientificName, aphiaId: r?.match.acceptedId ?? null, verification: r?.verification ?? 'unmatched' };
      }),
    };
  } catch (error) {
    if (!(error instanceof WormsUnavailableError)) log.error('Checking an identification against WoRMS failed', error);
    return unchecked(answer);
  }
}
