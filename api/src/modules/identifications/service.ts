import type { AppContext } from '../../context';
import type { CookieJar } from '../../lib/cookies';
import type { SpeciesIdentifier } from '../../lib/ai/identifier';
import { aiErrors } from '../../lib/ai/messages';
import { photoContext } from '../../lib/ai/photo-context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { byTimeAndId, pageOf, type Page, type PageRequest } from '../../lib/paging';
import { removeImages } from '../../lib/images/store';
import { photoStore } from '../../lib/storage';
import { checkConsent, DEFAULT_LICENCE, type ConsentChoice } from '@rules/licence';
import type { Location, Position } from '@rules/location';
import { restorable, TRASH_KEEPS_MS } from '@rules/trash';
import { withDive, type PhotoPlace } from '@rules/dives';
import type { Language } from '@rules/languages';
import { taxa as taxonCache, type Grounding, type ModelAnswer, type Taxonomy } from '../taxa';
import { accounts, type UserRow } from '../accounts';
import { aiUsage, type ModelCall } from '../ai-usage';
import { nearby } from '../nearby';
import { reserveIdentification, type Uploader } from './quota';
import {
  allUserIdentifications,
  deleteIdentificationRow,
  findIdentification,
  insertIdentification,
  listUserIdentifications,
  listUserTrash,
  moveVisitorIdentifications,
  insertPhotos,
  photosOf,
  slugsTakenLike,
  updateIdentification,
  type IdentificationRow,
  type NewIdentificationRow,
} from './repo';
import { baseSlug, uniqueSlug } from '@rules/slug';
import { reviewFieldsOf, reviewTaxaIds, toIdentificationView, type IdentificationView } from './view';
import type { IdentifiedView } from './model';
import { addressesOf, checkSighting, prepareSighting, readSightingWhereAndWhen, settleSighting, storeSighting } from './sighting';
import { readVisitorId } from './visitor';
import { photoFilesOf } from './photo-lists';
import { isUniqueViolation, transaction } from '../../db/client';

/** Who is looking: a signed-in user, or an anonymous visitor known by their cookie. */
export interface Viewer {
  user: UserRow | null;
  visitorId?: string;
}

function canRead(ctx: AppContext, row: IdentificationRow, viewer: Viewer): boolean {
  if (viewer.user?.isAdmin) return true;
  // In the trash, only its owner sees it, to restore it, until it is deleted.
  if (row.trashedAt) return row.userId !== null && row.userId === viewer.user?.id && restorable(row.trashedAt, ctx.now());
  if (row.userId !== null) return row.userId === viewer.user?.id;
  return !!row.visitorId && !viewer.user && row.visitorId === viewer.visitorId;
}

async function views(ctx: AppContext, rows: IdentificationRow[], viewer: Viewer): Promise<IdentificationView[]> {
  const user = viewer.user;
  const ids = rows.map((row) => row.id);
  const [reviews, photos] = await Promise.all([ctx.reviewLedger.reviewsOf(ctx, ids), photosOf(ctx.db, ids)]);
  const taxa = await taxonCache.taxaByIds(ctx, rows.flatMap((row) => [row.aphiaId, ...reviewTaxaIds(row, reviews.get(row.id))]));
  return rows.map((row) => {
    const highRes = !!user && (user.isAdmin || (row.userId === user.id && accounts.isPremium(user, ctx.now())));
    const taxon = row.aphiaId === null ? null : (taxa.get(row.aphiaId) ?? null);
    const review = reviewFieldsOf(row, reviews.get(row.id) ?? [], taxa, user);
    return toIdentificationView(row, { highRes, taxon, photos: photos.get(row.id), review });
  });
}

export const view = async (ctx: AppContext, row: IdentificationRow, viewer: Viewer) => (await views(ctx, [row], viewer))[0]!;

/** `answer` checked against WoRMS, its candidates against what OBIS recorded near `position` and at `depthMeters`. */
export function groundAnswer(ctx: AppContext, taxonomy: Taxonomy, answer: ModelAnswer, position: Position | null, depthMeters: number | null) {
  return taxonCache.checkAnswer(
    ctx,
    taxonomy,
    answer,
    (ids) => nearby.recordedNearby(ctx, ids, position),
    (ids) => nearby.recordedAtDepth(ctx, ids, position, depthMeters),
  );
}

/** The columns an identification keeps of its check against WoRMS. */
export function groundedColumns(grounding: Grounding, checkedAt: Date) {
  return {
    speciesName: grounding.speciesName,
    scientificName: grounding.scientificName || null,
    modelScientificName: grounding.modelScientificName || null,
    classification: grounding.classification || null,
    conservationStatus: grounding.conservationStatus,
    conservationStatusSource: grounding.conservationStatusSource,
    conservationStatusYear: grounding.conservationStatusYear,
    candidates: JSON.stringify(grounding.candidates),
    alternativeSpecies: JSON.stringify(grounding.alternativeSpecies),
    aphiaId: grounding.taxon?.aphiaId ?? null,
    verification: grounding.verification,
    wormsCheckedAt: checkedAt,
  };
}

/** What the model and WoRMS need to identify a photo. */
export interface Identifiers {
  model: SpeciesIdentifier | null;
  taxonomy: Taxonomy;
}

/**
 * Upload -> checks of every photo -> quota -> a call from the daily AI budget -> normalised images -> one model call
 * with every photo -> WoRMS check (while the stored copies are written) -> row and photos. A sighting of one to five
 * photos is one identification: one quota unit, one budget call, one answer. Every photo is checked before anything
 * is reserved; the quota is given back if anything after it fails, so a failed identification costs nothing; the
 * budget's call is given back only if the model never answered, since an answer is paid for. Copies are stored only
 * once the model has answered, and removed all together if the identification is not saved. WoRMS being down never
 * fails it: the check says 'unavailable' and is redone later. `signal` is the upload's own request: an uploader who
 * cancels (or leaves) before the model answered pays nothing; once it has answered, the identification is kept and
 * counted, as it was paid for. The model writes its texts in `language`, the request's, which the row records.
 */
export async function identifyUpload(
  ctx: AppContext,
  identifiers: Identifiers,
  uploader: Uploader,
  photos: Uint8Array[],
  consent: UploadConsent = {},
  given: UploadWhereAndWhen = { position: null, observedAt: null },
  signal?: AbortSignal,
  language: Language = 'en',
): Promise<IdentifiedView> {
  if (!identifiers.model) throw aiErrors.notConfigured();
  if (signal?.aborted) throw aiErrors.cancelled();
  await checkSighting(photos);
  const catalogue = consentOfUpload(uploader, consent);
  const whereAndWhen = await whereAndWhenOfUpload(ctx, uploader, photos, given);
  const reservation = await reserveIdentification(ctx, uploader);
  let call: ModelCall | undefined;
  try {
    call = await aiUsage.reserveModelCall(ctx, { userId: uploader.user?.id ?? null, visitorId: uploader.visitorId ?? null, ip: uploader.ip }, reservation.call);
    const images = await prepareSighting(photos);
    if (signal?.aborted) {
      await settleSighting(images);
      throw aiErrors.cancelled();
    }
    const context = photoContext(whereAndWhen.position, whereAndWhen.observedAt);
    const { answer, bestPhotoIndex, model, tokensUsed, latencyMs } = await call.ask(identifiers.model, images.map((image) => image.model.data), context, signal, language);
    const storing = storeSighting(photoStore(ctx.config), images);
    const grounding = await groundAnswer(ctx, identifiers.taxonomy, answer, whereAndWhen.position, whereAndWhen.depthMeters).catch(async (error) => {
      await storing.then((stored) => removeImages(photoStore(ctx.config), addressesOf(stored)), () => {});
      throw error;
    });
    const stored = await storing;
    const cover = stored[0]!;
    const uploaderName = uploader.user?.username ?? null;
    const uploaderWebsite = uploader.user?.website ?? null;
    let row: IdentificationRow | undefined;
    try {
      row = await insertWithFreeSlug(ctx, baseSlug(grounding.speciesName, uploaderName, uploaderWebsite), {
        userId: uploader.user?.id ?? null,
        visitorId: uploader.visitorId ?? null,
        description: answer.description,
        language,
        distribution: answer.distribution,
        habitat: answer.habitat,
        features: answer.features || null,
        conservation: answer.conservation || null,
        ...groundedColumns(grounding, ctx.now()),
        imageUrl: cover.imageUrl,
        imageHighResUrl: cover.imageHighResUrl,
        uploaderName,
        uploaderWebsite,
        ...catalogue,
        // Offered to the catalogue at upload: experts are asked to review it.
        reviewRequestedAt: catalogue.catalogueConsent ? ctx.now() : null,
        ...whereAndWhenColumns(whereAndWhen),
        model,
        tokensUsed,
        latencyMs,
        createdAt: ctx.now(),
      });
      // Upload order: the first photo is the cover. The model's best photo is told, not made the cover.
      await insertPhotos(ctx.db, row.id, stored);
      if (uploader.user) await accounts.countIdentifications(ctx.db, uploader.user.id);
      await reservation.kept();
      return { ...(await view(ctx, row, { user: uploader.user ?? null, visitorId: uploader.visitorId })), bestPhotoIndex };
    } catch (error) {
      // Not saved whole, not saved at all: the row (its photos go with it) and every stored copy.
      if (row) await deleteIdentificationRow(ctx.db, row.id);
      await removeImages(photoStore(ctx.config), addressesOf(stored));
      throw error;
    }
  } catch (error) {
    await call?.cancel();
    await reservation.release();
    throw error;
  }
}

/** Where and when the upload form said the photo was taken; either may be left out. */
export interface UploadWhereAndWhen {
  position: Position | null;
  observedAt: string | null;
  /** Typed on the form: the user's, never replaced by a dive's. */
  depthMeters?: number | null;
  /** The user's dive it was taken on, named on the form; else matched by time. */
  diveId?: number | null;
}

/**
 * What the form gives wins. What it leaves out is read from the photos' own metadata (each from the first photo that
 * has it) before the stored copies drop it: the date always, the GPS position only when the account allows it ("Use my photos' location", on unless
 * turned off; always for visitors, who have no account to turn it off in).
 */
export async function whereAndWhenOfUpload(ctx: AppContext, uploader: Uploader, photos: Uint8Array[], given: UploadWhereAndWhen) {
  const usePhotoLocation = uploader.user ? uploader.user.usePhotoLocation : true;
  const typedDepth = given.depthMeters ?? null;
  const needsPhoto = (!given.position && usePhotoLocation) || !given.observedAt || typedDepth === null;
  const photo = needsPhoto ? await readSightingWhereAndWhen(photos, ctx.now()) : { position: null, takenAt: null, depthMeters: null };
  const position: Location | null = given.position
    ? { ...given.position, source: 'user' }
    : usePhotoLocation && photo.position
      ? { ...photo.position, source: 'exif' }
      : null;
  const observedAt = given.observedAt ?? photo.takenAt;
  // The dive it was taken on gives its site and depth, after what the form gave and before the photo's own.
  if (!uploader.user && given.diveId) throw notFound('Dive not found', 'dives.not_found');
  const dive = uploader.user ? await ctx.diveMatcher.diveOfPhoto(ctx, uploader.user.id, { takenAt: observedAt, diveId: given.diveId ?? null }) : null;
  const depth = typedDepth !== null ? { depthMeters: typedDepth, depthSource: 'user' as const } : photo.depthMeters !== null ? { depthMeters: photo.depthMeters, depthSource: 'camera' as const } : { depthMeters: null, depthSource: null };
  const place = withDive({ location: position, ...depth }, dive);
  return { position: place.location, observedAt, diveId: dive?.diveId ?? null, depthMeters: place.depthMeters, depthSource: place.depthSource };
}

/** The columns of where and when. */
function whereAndWhenColumns({ position, observedAt, ...dive }: { position: Location | null; observedAt: string | null } & Pick<PhotoPlace, 'depthMeters' | 'depthSource'> & { diveId: number | null }) {
  return {
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
    locationSource: position?.source ?? null,
    observedAt,
    diveId: dive.diveId,
    depthMeters: dive.depthMeters,
    depthSource: dive.depthSource,
  };
}

export const VISITOR_CANNOT_CONSENT = 'Please sign in to offer a photo to the public catalogue';

/** The consent chosen on the upload form; without one, the account's default applies. */
export type UploadConsent = Partial<ConsentChoice>;

/**
 * What a new identification stores of consent: the choice sent with the upload, else the account's default.
 * A visitor without an account cannot consent, so their identifications start (and stay) unpublishable.
 */
function consentOfUpload(uploader: Uploader, given: UploadConsent): { catalogueConsent: boolean; licence: string | null } {
  if (given.allow === undefined && given.licence == null) {
    const user = uploader.user;
    return user?.catalogueConsent ? { catalogueConsent: true, licence: user.licence ?? DEFAULT_LICENCE } : { catalogueConsent: false, licence: null };
  }
  const checked = checkConsent({ allow: given.allow ?? false, licence: given.licence });
  if ('error' in checked) throw badRequest(checked.error, 'consent.invalid');
  if (checked.catalogueConsent && !uploader.user) throw badRequest(VISITOR_CANNOT_CONSENT, 'consent.needs_account');
  return checked;
}

/** One identification for its owner or an admin; anyone else gets the same 404 as for a missing one. */
export async function getIdentification(ctx: AppContext, id: number, viewer: Viewer): Promise<IdentificationView> {
  const row = await findIdentification(ctx.db, id);
  if (!row || !canRead(ctx, row, viewer)) throw notFound('Identification not found', 'identifications.not_found');
  return view(ctx, row, viewer);
}

/** GET /api/identifications pages by [createdAt ms, id] of the last identification given. */
export const HISTORY_CURSOR = byTimeAndId('history');

/** A page of the user's history, newest first. */
export async function listIdentifications(ctx: AppContext, user: UserRow, request: PageRequest<[number, number]>): Promise<Page<IdentificationView>> {
  const rows = await listUserIdentifications(ctx.db, user.id, request);
  const page = pageOf(rows, request, HISTORY_CURSOR, (row) => [row.createdAt.getTime(), row.id] as [number, number]);
  return { ...page, items: await views(ctx, page.items, { user }) };
}

export const TRASH_CURSOR = byTimeAndId('trash');

/**
 * A page of the user's trash: what can still be restored, most recently trashed first. Each is deleted
 * TRASH_DAYS after its `trashedAt` (rules/trash.ts); those past it are gone for their owner and not listed.
 */
export async function listTrash(ctx: AppContext, user: UserRow, request: PageRequest<[number, number]>): Promise<Page<IdentificationView>> {
  const rows = await listUserTrash(ctx.db, user.id, new Date(ctx.now().getTime() - TRASH_KEEPS_MS), request);
  const page = pageOf(rows, request, TRASH_CURSOR, (row) => [row.trashedAt!.getTime(), row.id] as [number, number]);
  return { ...page, items: await views(ctx, page.items, { user }) };
}

/** The signed-in owner's own identification (not trashed), else 404. */
export async function ownIdentification(ctx: AppContext, user: UserRow, id: number): Promise<IdentificationRow> {
  const row = await findIdentification(ctx.db, id);
  if (!row || row.userId !== user.id || row.trashedAt) throw notFound('Identification not found', 'identifications.not_found');
  return row;
}

/**
 * The owner accepts the answer: it counts in their life list and exports. It is no vote for the review status:
 * only other people, experts, verify a sighting (decision 114).
 */
export async function acceptIdentification(ctx: AppContext, user: UserRow, id: number): Promise<IdentificationView> {
  await ownIdentification(ctx, user, id);
  await updateIdentification(ctx.db, id, { accepted: true });
  return view(ctx, (await findIdentification(ctx.db, id))!, { user });
}

/**
 * The owner asks experts to review it: it enters the review queue, by the time first asked. Asking again changes
 * nothing. Another's, or one in the trash, is a 404.
 */
export async function requestReview(ctx: AppContext, user: UserRow, id: number): Promise<IdentificationView> {
  const row = await ownIdentification(ctx, user, id);
  const updated = row.reviewRequestedAt ? row : (await updateIdentification(ctx.db, id, { reviewRequestedAt: ctx.now() }))!;
  return view(ctx, updated, { user });
}

export const NO_REVIEW_REQUEST = 'No review request is pending for this sighting';

/**
 * The owner withdraws their request: it leaves the experts' queue, and experts no longer see its photos nor may
 * review it. Reviews already sent stay, with the status they gave; asking again puts it back. Another's: 404; one
 * with no request pending: 404 saying so.
 */
export async function withdrawReviewRequest(ctx: AppContext, user: UserRow, id: number): Promise<IdentificationView> {
  const row = await ownIdentification(ctx, user, id);
  if (!row.reviewRequestedAt) throw notFound(NO_REVIEW_REQUEST, 'identifications.no_review_request');
  return view(ctx, (await updateIdentification(ctx.db, id, { reviewRequestedAt: null }))!, { user });
}

/**
 * Removes it from the owner's history and, if published, from the catalogue at once; while in the trash it cannot be
 * published. The record stays (admins still see it) until deleted; its files go after 30 days (./trash.ts).
 */
export async function trashIdentification(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  const row = await ownIdentification(ctx, user, id);
  // Accepted or not, it comes back as it was if restored: every list leaves trashed ones out.
  await updateIdentification(ctx.db, id, { trashedAt: ctx.now() });
  if (row.isPublished) await ctx.catalogueFollower.removeFromCatalogue(ctx, id);
}

/**
 * Takes it out of the trash, back into its owner's history as it was, within 30 days of trashing (rules/trash.ts).
 * Another's, or one already deleted, is a 404; one that is not in the trash, a 409.
 */
export async function restoreIdentification(ctx: AppContext, user: UserRow, id: number): Promise<IdentificationView> {
  const row = await findIdentification(ctx.db, id);
  if (!row || row.userId !== user.id || (row.trashedAt && !restorable(row.trashedAt, ctx.now()))) throw notFound('Identification not found', 'identifications.not_found');
  if (!row.trashedAt) throw conflict('This identification is not in the trash', 'identifications.not_in_trash');
  return view(ctx, (await updateIdentification(ctx.db, id, { trashedAt: null }))!, { user });
}

/**
 * The owner allows or refuses the photo in the public catalogue, under a licence. Withdrawing takes a published
 * photo out of the catalogue at once (its page updates, or answers 404 if it was the last photo) and withdraws its
 * review request; a new licence shows on its page at once.
 */
export async function setCatalogueConsent(ctx: AppContext, user: UserRow, id: number, choice: ConsentChoice): Promise<IdentificationView> {
  const row = await ownIdentification(ctx, user, id);
  const checked = checkConsent(choice);
  if ('error' in checked) throw badRequest(checked.error, 'consent.invalid');
  // Offering it to the catalogue asks experts to review it too (once); withdrawing the offer withdraws the request:
  // strangers stop seeing its photos.
  const asked = checked.catalogueConsent ? (row.reviewRequestedAt ? {} : { reviewRequestedAt: ctx.now() }) : { reviewRequestedAt: null };
  const updated = (await updateIdentification(ctx.db, id, { ...checked, ...asked }))!;
  if (row.isPublished && !checked.catalogueConsent) await ctx.catalogueFollower.removeFromCatalogue(ctx, id);
  else if (row.isPublished && row.licence !== checked.licence) await ctx.catalogueFollower.refreshCatalogue(ctx, [id]);
  return view(ctx, await findIdentification(ctx.db, id) ?? updated, { user });
}

/**
 * Deletes the row and the files of every photo of it. No permission check: callers decide who may (the owner's route below,
 * the admin back office). Returns the deleted row, or undefined when there was none.
 */
export async function deleteIdentification(ctx: AppContext, id: number): Promise<IdentificationRow | undefined> {
  const found = await findIdentification(ctx.db, id);
  // Read before the row goes: its photo list goes with it.
  const files = found ? await photoFilesOf(ctx.db, [found]) : [];
  const row = await deleteIdentificationRow(ctx.db, id);
  if (row) await removeImages(photoStore(ctx.config), files);
  // A published one leaves the public catalogue at once: its page answers 404 and leaves search.
  if (row?.isPublished) await ctx.catalogueFollower.removeFromCatalogue(ctx, id, row.imageUrl);
  return row;
}

/** DELETE by the owner, or by an admin. */
export async function deleteAsViewer(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  const row = await findIdentification(ctx.db, id);
  if (!row || !(user.isAdmin || row.userId === user.id)) throw notFound('Identification not found', 'identifications.not_found');
  await deleteIdentification(ctx, id);
}

/** Every identification of a user with its image files and catalogue photo (an admin deletes the account). Returns how many went. */
export async function deleteIdentificationsOfUser(ctx: AppContext, userId: number): Promise<number> {
  const rows = await allUserIdentifications(ctx.db, userId);
  for (const row of rows) await deleteIdentification(ctx, row.id);
  return rows.length;
}

/** After register or login in the same browser: the visitor's identifications become the account's, counted on it. */
export async function claimVisitorIdentifications(ctx: AppContext, cookie: CookieJar, user: UserRow): Promise<number> {
  const visitorId = readVisitorId(ctx, cookie);
  if (!visitorId) return 0;
  return transaction(ctx.db, async (tx) => {
    const moved = await moveVisitorIdentifications(tx, visitorId, user);
    if (moved) await accounts.countIdentifications(tx, user.id, moved);
    return moved;
  });
}

/**
 * Inserts the identification under the first slug from `base` not yet taken. Two uploads of one species at once
 * may pick the same one: the second finds it taken by the unique index and picks again.
 */
async function insertWithFreeSlug(ctx: AppContext, base: string, row: Omit<NewIdentificationRow, 'slug'>): Promise<IdentificationRow> {
  for (let attempt = 1; ; attempt++) {
    const taken = await slugsTakenLike(ctx.db, base);
    const slug = uniqueSlug(base, (candidate) => taken.has(candidate));
    try {
      return await insertIdentification(ctx.db, { ...row, slug });
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error, 'species_identifications', 'slug')) throw error;
    }
  }
}
