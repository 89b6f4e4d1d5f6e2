import { licenceOf } from '@rules/licence';
import { wormsLsid, type Taxon } from '@rules/taxon';
import type { AppContext } from '../../context';
import { darwinCoreArchive, type Occurrence } from '../../lib/darwin-core/archive';
import type { UserRow } from '../accounts/service';
import { taxaByIds } from '../taxa/service';
import { listConfirmedSightings, type IdentificationRow } from './repo';
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
 * What a reader of the record must know about how the name was found: a machine named it from the photo, the name
 * was checked against WoRMS, and the observer confirmed it.
 */
function identificationRemarks(row: IdentificationRow): string {
  const best = candidatesOf(row.candidates)[0];
  const confidence = best ? ` with confidence ${best.confidence.toFixed(2)}` : '';
  const check = VERIFICATION_WORDS[row.verification] ?? VERIFICATION_WORDS.unavailable;
  return `Identified from the photograph by the AI model ${row.model ?? 'unknown'}${confidence}, then checked against the World Register of Marine Species (${check}). The observer confirmed the identification.`;
}

function occurrenceOf(ctx: AppContext, row: IdentificationRow, credit: string, taxon: Taxon | undefined): Occurrence {
  const location = locationOf(row)!;
  const licence = licenceOf(row.licence);
  const published = row.isPublished && row.imageUrl ? new URL(row.imageUrl, ctx.config.publicUrl).toString() : null;
  return {
    occurrenceID: new URL(`/identifications/${row.id}`, ctx.config.publicUrl).toString(),
    basisOfRecord: 'HumanObservation',
    eventDate: row.observedAt,
    decimalLatitude: location.latitude,
    decimalLongitude: location.longitude,
    geodeticDatum: 'EPSG:4326',
    coordinateUncertaintyInMeters: location.source === 'exif' ? EXIF_UNCERTAINTY_METRES : null,
    scientificName: taxon ? [taxon.scientificName, taxon.authority].filter(Boolean).join(' ') : row.scientificName,
    scientificNameID: row.aphiaId ? wormsLsid(row.aphiaId) : null,
    taxonRank: taxon?.rank.toLowerCase() ?? null,
    kingdom: taxon?.classification.kingdom ?? null,
    occurrenceStatus: 'present',
    license: licence?.url ?? null,
    rightsHolder: credit,
    recordedBy: credit,
    // Only a photo in the public catalogue has an address anyone can open.
    associatedMedia: published,
    identifiedBy: `ReefID (AI model ${row.model ?? 'unknown'}, name checked against WoRMS), confirmed by ${credit}`,
    dateIdentified: row.createdAt.toISOString(),
    identificationRemarks: identificationRemarks(row),
    identificationVerificationStatus: 'machine identification confirmed by observer',
    modified: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

/**
 * GET /api/identifications/export?format=dwca: the user's accepted identifications that have a place and a date,
 * as a Darwin Core Archive for OBIS or GBIF. Records credit the user by the name they are credited by in the
 * catalogue (their username).
 */
export function exportDarwinCore(ctx: AppContext, user: UserRow): Response {
  const rows = listConfirmedSightings(ctx.db, user.id);
  const taxa = taxaByIds(ctx, rows.map((row) => row.aphiaId));
  const occurrences = rows.map((row) => occurrenceOf(ctx, row, user.username, row.aphiaId ? taxa.get(row.aphiaId) : undefined));
  const published = ctx.now();
  const archive = darwinCoreArchive(occurrences, {
    title: `Sea life photographed by ${user.username} (ReefID)`,
    creator: user.username,
    abstract: `Sightings of marine species photographed by ${user.username}, named from each photograph by an AI model, checked against the World Register of Marine Species and confirmed by the observer.`,
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
