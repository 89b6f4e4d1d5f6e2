import { licenceOf } from '@rules/licence';
import { wormsLsid, type Taxon } from '@rules/taxon';
import type { AppContext } from '../../context';
import { darwinCoreArchive, OCCURRENCE_STATUS, type Occurrence } from '../../lib/darwin-core/archive';
import type { UserRow } from '../accounts';
import { taxa as taxonCache } from '../taxa';
import { diveSiteNames, listConfirmedSightings, type IdentificationRow } from './repo';
import { agreeingExperts } from './review-credits';
import { candidatesOf, locationOf } from './view';

/** A phone's GPS fix is good to a few tens of metres; a position typed or pinned by hand says nothing of its own. */
const EXIF_UNCERTAINTY_METRES = 30;

const VERIFICATION_WORDS: Record<string, string> = {
  verified: 'the name is accepted in WoRMS',
  synonym: 'WoRMS lists the name the model gave as a synonym; the accepted name is given',
  fuzzy: 'WoRMS matched the name the model gave approximately',
  unmatched: 'WoRMS does not know the name',
  unavailable: 'WoRMS could not be asked',
};

/**
 * What a reader of the record must know about how the name was found: which model predicted what from the photo
 * and how sure it was ("Predicted by gpt-4o-mini: Amphiprion ocellaris, 92%"), that the name was checked against
 * WoRMS, and whether the observer confirmed it. Kept when experts verify another name, so the machine's part stays
 * on the record.
 */
function identificationRemarks(row: IdentificationRow): string {
  const best = candidatesOf(row.candidates)[0];
  const predicted = best?.scientificName || row.modelScientificName || row.scientificName || row.speciesName;
  const confidence = best ? `, ${Math.round(best.confidence * 100)}%` : '';
  const check = VERIFICATION_WORDS[row.verification] ?? VERIFICATION_WORDS.unavailable;
  const confirmed = row.accepted ? 'The observer confirmed the identification.' : 'The observer has not confirmed the identification.';
  return `Predicted by ${row.model ?? 'an unknown model'}: ${predicted}${confidence}. The name was checked against the World Register of Marine Species (${check}). ${confirmed}`;
}

/**
 * Darwin Core's identificationVerificationStatus, in the words the marine imaging community asks for: a human
 * validated the name (experts verified it), or a machine predicted it.
 */
export const VALIDATED_BY_HUMAN = 'ValidatedByHuman';
export const PREDICTED_BY_MACHINE = 'PredictedByMachine';

/** Darwin Core lists several names in one term separated by " | ". */
const DWC_LIST_SEPARATOR = ' | ';

/** A depth as Darwin Core gives it: metres below the surface, to the decimetre a dive computer reads. */
const depthOf = (row: IdentificationRow) => (row.depthMeters === null ? null : Math.round(row.depthMeters * 10) / 10);

/**
 * One identification as a Darwin Core occurrence: the one mapping behind both the archive and the history's CSV
 * export, both the owner's own. Without a place, a date, a depth or a dive, those terms are left empty; an
 * identification the user has not confirmed says so in its identification terms. The sightings of one dive share its
 * eventID (the dive's address); its site name is the locality.
 */
function occurrenceOf(ctx: AppContext, row: IdentificationRow, credit: string, names: NamesOf, site: string | undefined): Occurrence {
  const location = locationOf(row);
  const depth = depthOf(row);
  const licence = licenceOf(row.licence);
  const published = row.isPublished && row.imageUrl ? new URL(row.imageUrl, ctx.config.publicUrl).toString() : null;
  // A verified sighting is recorded under the taxon the experts agreed on, named by them.
  const verified = row.reviewStatus === 'verified' && row.communityAphiaId !== null;
  const aphiaId = verified ? row.communityAphiaId : row.aphiaId;
  const taxon = aphiaId === null ? undefined : names.taxa.get(aphiaId);
  const experts = names.experts.get(row.id) ?? [];
  const machine = `ReefID (AI model ${row.model ?? 'unknown'}, name checked against WoRMS)`;
  const identifiedBy = verified && experts.length
    ? experts.join(DWC_LIST_SEPARATOR)
    : row.accepted ? `${machine}, confirmed by ${credit}` : `${machine}, not confirmed by the observer`;
  return {
    occurrenceID: new URL(`/identifications/${row.id}`, ctx.config.publicUrl).toString(),
    basisOfRecord: 'HumanObservation',
    eventID: row.diveId === null ? null : new URL(`/dives/${row.diveId}`, ctx.config.publicUrl).toString(),
    eventDate: row.observedAt,
    locality: site ?? null,
    decimalLatitude: location?.latitude ?? null,
    decimalLongitude: location?.longitude ?? null,
    geodeticDatum: location ? 'EPSG:4326' : null,
    coordinateUncertaintyInMeters: location?.source === 'exif' ? EXIF_UNCERTAINTY_METRES : null,
    // One depth, not a range: the photo was taken at it.
    minimumDepthInMeters: depth,
    maximumDepthInMeters: depth,
    scientificName: taxon ? [taxon.scientificName, taxon.authority].filter(Boolean).join(' ') : row.scientificName,
    scientificNameID: aphiaId ? wormsLsid(aphiaId) : null,
    taxonRank: taxon?.rank.toLowerCase() ?? null,
    kingdom: taxon?.classification.kingdom ?? null,
    occurrenceStatus: OCCURRENCE_STATUS,
    license: licence?.url ?? null,
    rightsHolder: credit,
    recordedBy: credit,
    // Only a photo in the public catalogue has an address anyone can open.
    associatedMedia: published,
    identifiedBy,
    dateIdentified: (verified && row.verifiedAt ? row.verifiedAt : row.createdAt).toISOString(),
    identificationRemarks: identificationRemarks(row),
    identificationVerificationStatus: verified ? VALIDATED_BY_HUMAN : PREDICTED_BY_MACHINE,
    modified: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

/** The taxa the records name (the model's and the community's) and the experts who agreed with each verified one. */
interface NamesOf {
  taxa: Map<number, Taxon>;
  experts: Map<number, string[]>;
}

/** The rows as Darwin Core occurrences, in their order, credited to `credit` (the user's username). */
export async function occurrencesOf(ctx: AppContext, rows: IdentificationRow[], credit: string): Promise<Occurrence[]> {
  const [taxa, experts, sites] = await Promise.all([
    taxonCache.taxaByIds(ctx, rows.flatMap((row) => [row.aphiaId, row.communityAphiaId])),
    agreeingExperts(ctx.db, rows),
    diveSiteNames(ctx.db, rows.map((row) => row.id)),
  ]);
  return rows.map((row) => occurrenceOf(ctx, row, credit, { taxa, experts }, sites.get(row.id)));
}

/**
 * GET /api/identifications/export?format=dwca: the user's accepted identifications that have a place and a date,
 * as a Darwin Core Archive for OBIS or GBIF. Records credit the user by the name they are credited by in the
 * catalogue (their username).
 */
export async function exportDarwinCore(ctx: AppContext, user: UserRow): Promise<Response> {
  const occurrences = await occurrencesOf(ctx, await listConfirmedSightings(ctx.db, user.id), user.username);
  const published = ctx.now();
  const archive = darwinCoreArchive(occurrences, {
    title: `Sea life photographed by ${user.username} (ReefID)`,
    creator: user.username,
    abstract: `Sightings of marine species photographed by ${user.username}, named from each photograph by an AI model, checked against the World Register of Marine Species and confirmed by the observer; those verified by experts say so (identificationVerificationStatus ValidatedByHuman) and carry the name the experts agreed on.`,
    rights: 'Each record carries its own licence (dcterms:license); records without one are all rights reserved.',
    published,
    packageId: new URL(`/api/identifications/export?format=dwca#${user.id}-${published.toISOString().slice(0, 10)}`, ctx.config.publicUrl).toString(),
  });
  return new Response(new Blob([new Uint8Array(archive)]), {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="reefid-darwin-core-${published.toISOString().slice(0, 10)}.zip"`,
      'cache-control': 'private, no-store',
    },
  });
}
