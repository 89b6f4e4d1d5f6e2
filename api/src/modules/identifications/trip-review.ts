import { doubtsOf, type Doubt } from '@rules/trip-review';
import type { CommonNames, Taxon } from '@rules/taxon';
import type { ConsentChoice } from '@rules/licence';
import type { AppContext } from '../../context';
import type { UserRow } from '../accounts';
import { taxa as taxonCache } from '../taxa';
import { acceptOwnIdentifications, findTripAnswerRows, updateIdentification, type TripAnswerRow } from './repo';
import { ownIdentification, setCatalogueConsent } from './service';
import { candidatesOf } from './view';

/** A taxon as a card names it: its names in every language, and the scientific name when it has none. */
interface CardName {
  scientificName: string | null;
  vernacularName: string | null;
  commonNames?: CommonNames;
}

/** What a trip's review card shows of an identification made from one of its sightings. */
interface TripAnswer extends CardName {
  /** The answer's own name, as stored (the model's, in English): the name when no taxon names it. */
  speciesName: string;
  rank: string | null;
  /** The model's best candidate's confidence, 0 to 1. */
  confidence: number | null;
  /** Why the answer is doubtful (rules/trip-review.ts); none: the model was sure. */
  doubts: Doubt[];
  /** The cover's web copy: the sharpest of the sighting's photos (the trip sends them sharpest first). */
  imageUrl: string | null;
  accepted: boolean;
  catalogueConsent: boolean;
  licence: string | null;
  /** The name its owner gave it instead (decision 138), else null. */
  diverName: CardName | null;
}

type Named = Taxon & { commonNames?: CommonNames };
const cardName = (taxon: Named | undefined, scientificName: string | null): CardName => ({
  scientificName: taxon?.scientificName ?? scientificName,
  vernacularName: taxon?.vernacularName ?? null,
  ...(taxon?.commonNames ? { commonNames: taxon.commonNames } : {}),
});

function answerOf(row: TripAnswerRow, taxa: Map<number, Named>): TripAnswer {
  const candidates = candidatesOf(row.candidates);
  const best = candidates[0];
  // The OBIS checks of the answer itself: its own candidate's, else the best one's.
  const own = candidates.find((candidate) => candidate.aphiaId !== null && candidate.aphiaId === row.aphiaId) ?? best;
  const taxon = row.aphiaId === null ? undefined : taxa.get(row.aphiaId);
  const rank = taxon?.rank ?? own?.rank ?? null;
  const confidence = best ? best.confidence : null;
  return {
    ...cardName(taxon, row.scientificName),
    speciesName: row.speciesName,
    rank,
    confidence,
    doubts: doubtsOf({ rank, confidence, nearby: own?.nearby ?? null, atDepth: own?.atDepth ?? null, aphiaId: row.aphiaId }),
    imageUrl: row.imageUrl,
    accepted: row.accepted,
    catalogueConsent: row.catalogueConsent,
    licence: row.licence,
    diverName: row.diverScientificName === null ? null : cardName(row.diverAphiaId === null ? undefined : taxa.get(row.diverAphiaId), row.diverScientificName),
  };
}

/**
 * The answers of a user's own identifications among `ids`, for a trip's review cards, read in two queries for any
 * number (the rows, then their taxa with their names in every language). Trashed ones are left out.
 */
export async function tripAnswers(ctx: Pick<AppContext, 'db'>, userId: number, ids: number[]): Promise<Map<number, TripAnswer>> {
  const rows = await findTripAnswerRows(ctx.db, userId, ids);
  const taxa = await taxonCache.namedTaxaByIds(ctx, rows.flatMap((row) => [row.aphiaId, row.diverAphiaId]));
  return new Map(rows.map((row) => [row.id, answerOf(row, taxa)]));
}

/** The owner accepts these answers at once, as acceptIdentification accepts one: no vote for the review status. */
export const acceptTripAnswers = (ctx: Pick<AppContext, 'db'>, userId: number, ids: number[]) => acceptOwnIdentifications(ctx.db, userId, ids);

/**
 * The owner names their sighting themselves, with a name already checked against WoRMS: it is kept beside the
 * model's answer, which stays as it was, and the sighting counts as accepted (decision 138).
 */
export async function nameByOwner(ctx: AppContext, user: UserRow, id: number, taxon: { aphiaId: number; scientificName: string }): Promise<void> {
  await ownIdentification(ctx, user, id);
  await updateIdentification(ctx.db, id, { diverAphiaId: taxon.aphiaId, diverScientificName: taxon.scientificName, accepted: true });
}

/** The owner's consent and licence given to each of these, one by one under the consent's own rules. */
export async function consentToAll(ctx: AppContext, user: UserRow, ids: number[], choice: ConsentChoice): Promise<void> {
  for (const id of ids) await setCatalogueConsent(ctx, user, id, choice);
}
