import { Catalogue, type SpeciesPage } from '@catalogue/model/catalogue';
import { speciesPages, type TaxonPageRecord } from '@catalogue/model/pages';
import type { ConfusedTarget } from '@catalogue/model/confused-with';
import type { AppContext, CatalogueFollower, SightingReview } from '../../../context';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../lib/errors';
import { byTextAndId, pageOf, type Page, type PageRequest } from '../../../lib/paging';
import { photoStore } from '../../../lib/storage';
import { log } from '../../../operations/logs';
import { makeCardThumbnail, removeCardThumbnail } from './thumbnails';
import { slugify, uniqueSlug } from '@rules/slug';
import type { Verification } from '@rules/taxon';
import { taxa as taxonCache } from '../../taxa';
import type { CardThumbnail, PublicIdentification, PublicSpecies, TaxonPhoto, UnresolvedPage } from '@catalogue/model/public';
import { parseStored } from '../../../lib/json';
import { identificationsForCatalogue as identifications, type IdentificationRow, type PublishRules } from '../../identifications';
import { subscriptions } from '../../subscriptions';
import { notifications } from '../../notifications';
import { toPublicIdentification, type PublicExtras } from './public-identification';
import { reviewLedger } from '../../reviews';
import {
  allSlugsInUse,
  findPageSlugOfIdentification,
  findPublishedPhotoOfKin,
  findPublishedPhotoOfTaxon,
  findServedSlug,
  findTaxonPage,
  findTaxonPagesBySlugs,
  listOwnPagesBySlugs,
  listPublishedOfTaxa,
  insertTaxonPages,
  listTaxonPages,
  listUnresolvedPublished,
  rememberOwnPageSlugs,
  setFeatured,
  slugsInUseLike,
  taxaWithoutPage,
} from './repo';

export const SPECIES_NOT_PUBLISHED = 'This species page is not available or has not been published yet.';

/** The taxon whose page shows a published row: its community taxon when there is one, else the model's (repo's pageTaxon). */
const pageTaxonOf = (row: Pick<IdentificationRow, 'aphiaId' | 'communityAphiaId'>) => row.communityAphiaId ?? row.aphiaId;

/**
 * The taxa published rows name: the model's, the community's and each review's vote, so the taxa are read once for
 * the rows and their reviews.
 */
const taxaOfRows = (rows: IdentificationRow[], reviews: Map<number, SightingReview[]>) =>
  rows.flatMap((row) =>
    [row.aphiaId, row.communityAphiaId, ...(reviews.get(row.id) ?? []).map((review) => review.aphiaId)].filter((id): id is number => id !== null),
  );

/**
 * What public records carry beside their row, read in parallel: the reviews, the photos and the agreeing experts;
 * then, from the reviews, whose place is hidden. `extra(row)` gives a row's.
 */
async function extrasOf(db: Db, rows: IdentificationRow[]) {
  const [reviews, photos, experts] = await Promise.all([
    reviewLedger.reviewsOf({ db }, rows.map((row) => row.id)),
    identifications.sightingPhotosOf(db, rows),
    identifications.agreeingExperts(db, rows),
  ]);
  const [hidden, communityStatuses] = await Promise.all([
    identifications.hiddenPlaces({ db }, rows, reviews),
    taxonCache.iucnCategoriesOf({ db }, rows.map((row) => row.communityAphiaId)),
  ]);
  const extra = (row: IdentificationRow): PublicExtras => ({
    photos: photos.get(row.id),
    reviews: reviews.get(row.id),
    agreeingExperts: experts.get(row.id),
    placeHidden: hidden.has(row.id),
    communityStatus: row.communityAphiaId === null ? null : (communityStatuses.get(row.communityAphiaId) ?? null),
  });
  return { reviews, extra };
}

/** Published rows as anyone may see them, with their WoRMS taxa read in one query. */
async function toPublic(db: Db, rows: IdentificationRow[]): Promise<PublicIdentification[]> {
  const { reviews, extra } = await extrasOf(db, rows);
  const taxa = await taxonCache.taxaByIds({ db }, taxaOfRows(rows, reviews));
  return rows.map((row) => toPublicIdentification(row, taxa, extra(row)));
}

/** Species pages of published rows; the taxa are read once for both the pages and their photos. */
async function pagesOf(
  db: Db,
  rows: IdentificationRow[],
  records: Map<number, TaxonPageRecord>,
  others?: (name: string) => ConfusedTarget | undefined,
): Promise<SpeciesPage[]> {
  const { reviews, extra } = await extrasOf(db, rows);
  const { taxa, facts } = await taxonCache.taxaWithFacts({ db }, taxaOfRows(rows, reviews));
  return speciesPages(
    rows.map((row) => toPublicIdentification(row, taxa, extra(row))),
    facts,
    records,
    others,
  );
}

/**
 * The pages now served at the given slugs, read together (a few queries whatever their number): a taxon's page
 * with every published photo of it, or an identification's own page. A slug without a page now is left out.
 * `others` finds the pages not read here by a look-alike's name, for their "Often confused with" links.
 */
export async function readSpeciesPages(
  db: Db,
  slugs: string[],
  others?: (name: string) => ConfusedTarget | undefined,
): Promise<Map<string, SpeciesPage>> {
  const records = await findTaxonPagesBySlugs(db, slugs);
  const taxonSlugs = new Set(records.map((record) => record.slug));
  const [ofTaxa, own] = await Promise.all([
    listPublishedOfTaxa(db, records.map((record) => record.aphiaId)),
    listOwnPagesBySlugs(db, slugs.filter((slug) => !taxonSlugs.has(slug))),
  ]);
  const rows = [...ofTaxa, ...own];
  if (rows.length === 0) return new Map();
  const pages = await pagesOf(db, rows, new Map(records.map((record) => [record.aphiaId, record])), others);
  return new Map(pages.map((page) => [page.slug, page]));
}

/**
 * Gives published taxa their pages: a slug from the accepted name ("chromis-viridis"), kept from then on, and
 * remembers the slug of every own page served so a moved page can redirect. Only for the given identifications
 * (those just published or resolved); for all at start.
 */
export async function ensureSpeciesPages(db: Db, ids?: number[]): Promise<void> {
  const missing = await taxaWithoutPage(db, ids);
  if (missing.length) {
    const taxa = await taxonCache.taxaByIds({ db }, missing);
    // A publish makes one page: the slugs like its name are read. A first start makes thousands: every slug is
    // read once (one LIKE per page scans the table each time, which took minutes at 100,000 pages).
    const everySlug = missing.length > 1 ? await allSlugsInUse(db) : null;
    const pages: Array<{ aphiaId: number; slug: string }> = [];
    for (const aphiaId of missing) {
      const name = taxa.get(aphiaId)?.scientificName;
      if (!name) continue; // not cached: the identification keeps its own page until it is
      const base = slugify(name) || `taxon-${aphiaId}`;
      const taken = everySlug ?? (await slugsInUseLike(db, base));
      const slug = uniqueSlug(base, (candidate) => taken.has(candidate));
      taken.add(slug);
      pages.push({ aphiaId, slug });
    }
    await insertTaxonPages(db, pages);
  }
  await rememberOwnPageSlugs(db, ids);
}

/** One species page by its slug, or null when no page is served there now. */
export async function findSpeciesPage(db: Db, slug: string): Promise<SpeciesPage | null> {
  const record = await findTaxonPage(db, { slug });
  if (record) {
    const rows = await identifications.listPublishedOfTaxon(db, record.aphiaId);
    return rows.length ? ((await pagesOf(db, rows, new Map([[record.aphiaId, record]])))[0] ?? null) : null;
  }
  const row = await identifications.findPublishedBySlug(db, slug);
  if (!row) return null;
  // An identification of a taxon with a page is shown there, not at its own slug.
  const aphiaId = pageTaxonOf(row);
  if (aphiaId !== null && await findTaxonPage(db, { aphiaId })) return null;
  return (await pagesOf(db, [row], new Map()))[0]!;
}

/**
 * Where a slug that is not a page now leads: the page showing the taxon or identification it was once served for,
 * the page of a published identification's own slug, or of its id (clients fall back to the id). Undefined when
 * there is none.
 */
export async function movedPageSlug(db: Db, slugOrId: string): Promise<string | undefined> {
  const served = await findServedSlug(db, slugOrId);
  if (served?.aphiaId) {
    const record = await findTaxonPage(db, { aphiaId: served.aphiaId });
    if (record && record.slug !== slugOrId && (await identifications.listPublishedOfTaxon(db, served.aphiaId)).length) return record.slug;
  }
  // A published identification's own slug (the app links to it) shows the page its photo is on.
  const id = served?.identificationId ?? (await identifications.findPublishedBySlug(db, slugOrId))?.id ?? (/^\d{1,15}$/.test(slugOrId) ? Number(slugOrId) : undefined);
  const slug = id === undefined ? undefined : await findPageSlugOfIdentification(db, id);
  return slug !== slugOrId ? slug : undefined;
}

/** GET /api/public/species/{slug}: the taxon, its featured identification and every published photo of it. */
export async function getPublicSpecies(ctx: AppContext, slugOrId: string): Promise<PublicSpecies> {
  const moved = async () => {
    const slug = await movedPageSlug(ctx.db, slugOrId);
    return slug ? await findSpeciesPage(ctx.db, slug) : null;
  };
  const page = await findSpeciesPage(ctx.db, slugOrId) ?? await moved();
  if (!page) throw notFound(SPECIES_NOT_PUBLISHED, 'species.not_published');
  return {
    ...page.featured,
    slug: page.slug,
    taxon: page.taxon ?? page.featured.taxon,
    identifications: page.photos,
    relatedIdentifications: page.photos.filter((photo) => photo.id !== page.featured.id),
  };
}

/**
 * GET /api/public/taxa/{aphiaId}/photo: a published photo of the taxon, to show beside its name, and its species
 * page; when it has none, one of its genus, else of its family, marked as such (`of`); null when none of these has
 * one (the route answers 204: a look-alike without a photo is ordinary, not an error). The card's small WebP when it
 * was made (the same published photo, cropped), else the web copy.
 */
export async function getTaxonPhoto(ctx: AppContext, aphiaId: number): Promise<TaxonPhoto | null> {
  const own = await findPublishedPhotoOfTaxon(ctx.db, aphiaId);
  if (own?.imageUrl) return photoOf(own);
  const taxon = (await taxonCache.taxaByIds(ctx, [aphiaId])).get(aphiaId);
  for (const rank of ['genus', 'family'] as const) {
    const name = taxon?.classification[rank];
    if (!name || name === taxon?.scientificName) continue;
    const kin = await findPublishedPhotoOfKin(ctx.db, rank, name);
    if (kin?.imageUrl) return { ...photoOf(kin), of: { rank, name } };
  }
  return null;
}

function photoOf(found: { imageUrl: string | null; cardThumbnail: string | null; speciesSlug: string }): TaxonPhoto {
  const thumbnail = parseStored<CardThumbnail | null>(found.cardThumbnail, null);
  return { imageUrl: thumbnail?.src ?? found.imageUrl!, speciesSlug: found.speciesSlug };
}

/** GET /api/published-identifications pages by the [species name, id] of the last identification given. */
export const PUBLISHED_CURSOR = byTextAndId('published');

/** GET /api/published-identifications: a page of the published identifications, by species name. */
export async function listPublishedIdentifications(ctx: AppContext, request: PageRequest<[string, number]>): Promise<Page<PublicIdentification>> {
  const page = pageOf(await identifications.listPublishedPage(ctx.db, request), request, PUBLISHED_CURSOR, (row) => [row.speciesName, row.id] as [string, number]);
  return { ...page, items: await toPublic(ctx.db, page.items) };
}

/** The catalogue's current content, for the static build and the served lists. */
export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const records = new Map((await listTaxonPages(db)).map((record) => [record.aphiaId, record]));
  return new Catalogue(await pagesOf(db, await identifications.listPublished(db), records));
}

/** Published identifications whose names WoRMS could not resolve: the admin's list of pages of their own. */
export async function listUnresolvedPages(ctx: AppContext): Promise<UnresolvedPage[]> {
  return (await listUnresolvedPublished(ctx.db)).map(({ id, slug, speciesName, scientificName, verification, publishedAt }) => ({
    id,
    slug,
    speciesName,
    scientificName,
    verification: verification as Verification,
    publishedAt: publishedAt?.toISOString() ?? null,
  }));
}

/** The admin chooses whose text a taxon's page shows: one of its published photos. */
export async function chooseFeatured(ctx: AppContext, slug: string, identificationId: number): Promise<SpeciesPage> {
  const record = await findTaxonPage(ctx.db, { slug });
  const page = record && await findSpeciesPage(ctx.db, slug);
  if (!record || !page) throw notFound(SPECIES_NOT_PUBLISHED, 'species.not_published');
  if (!page.photos.some((photo) => photo.id === identificationId)) {
    throw conflict('Only a published photo of this species can be featured on its page.', 'species.photo_not_published');
  }
  await setFeatured(ctx.db, record.aphiaId, identificationId);
  await ctx.catalogue?.changed({ slugs: [slug] });
  return (await findSpeciesPage(ctx.db, slug))!;
}

/** A published or unpublished identification, with the slug of the species page its photo is (or was) on. */
export type PublicationChange = PublicIdentification & { pageSlug: string | null };

/** What the settings ask of a sighting before it may be published ("Only verified sightings can be published"). */
export async function publishRules(ctx: AppContext): Promise<PublishRules> {
  return { requireVerified: (await subscriptions.readSettings(ctx.db)).publishRequiresVerification };
}

/**
 * Publishes an identification (admin). When it returns, its species page answers 200 and Discover's search
 * finds it; a full static rebuild follows later. Every way into the catalogue comes through here, so the settings'
 * rules hold for all: 409 with the reason when it may not be published.
 */
export async function publish(ctx: AppContext, id: number): Promise<PublicationChange> {
  const wasPublished = (await identifications.findIdentification(ctx.db, id))?.isPublished ?? false;
  const rules = await publishRules(ctx);
  let row = await identifications.markPublished(ctx.db, id, ctx.now(), rules);
  if (!row) {
    const current = await identifications.findIdentification(ctx.db, id);
    if (!current) throw notFound('Identification not found', 'identifications.not_found');
    throw conflict(identifications.publishRefusal(current, rules) ?? 'This identification cannot be published.', 'catalogue.publish_refused');
  }
  const needsThumbnail = !row.cardThumbnail && !!row.imageUrl;
  if (needsThumbnail && !ctx.catalogue && (await makeThumbnail(ctx, row))) row = await identifications.findPublishedById(ctx.db, id) ?? row;
  await refreshCatalogue(ctx, [id]);
  // The card's thumbnails (about half a second) are made once the page is live; the lists wait for them.
  if (needsThumbnail && ctx.catalogue) {
    const published = row;
    const making = (async () => {
      if (await makeThumbnail(ctx, published)) await refreshCatalogue(ctx, [id]);
    })().finally(() => thumbnailsBeingMade.get(id) === making && thumbnailsBeingMade.delete(id));
    thumbnailsBeingMade.set(id, making);
    ctx.catalogue.afterwards(() => making);
  }
  const pageSlug = await findPageSlugOfIdentification(ctx.db, id) ?? null;
  const record = (await toPublic(ctx.db, [row]))[0]!;
  if (!wasPublished && row.userId !== null) {
    // The photo is named as its page names it: by the experts' taxon when they moved it from the model's.
    const community = row.communityAphiaId !== null && row.communityAphiaId !== row.aphiaId ? record.communityTaxon : null;
    const name = community ? community.vernacularName ?? community.scientificName : row.speciesName;
    await notifications.notify(ctx, row.userId, {
      kind: 'published',
      text: `Your photo of ${name} is now in the public catalogue.`,
      link: pageSlug ? `/species/${pageSlug}` : `/identifications/${id}`,
    });
  }
  return { ...record, pageSlug };
}

/**
 * Makes a published photo's Discover thumbnails (AVIF and WebP, 240 and 480 px wide). A photo that cannot be
 * read keeps its card on the web copy: publishing never fails for it. Returns whether thumbnails were made.
 */
async function makeThumbnail(ctx: AppContext, row: Pick<IdentificationRow, 'id' | 'imageUrl'>): Promise<boolean> {
  if (!row.imageUrl) return false;
  try {
    const thumbnail = await makeCardThumbnail(photoStore(ctx.config), row.imageUrl);
    if (thumbnail) await identifications.setCardThumbnail(ctx.db, row.id, JSON.stringify(thumbnail));
    return !!thumbnail;
  } catch (error) {
    log.warn(`No card thumbnail for identification ${row.id}: its photo could not be read`, { err: error });
    return false;
  }
}

/** Thumbnails of photos published before they were made, oldest first; the pages follow once. Returns how many. */
export async function makeMissingThumbnails(ctx: AppContext): Promise<number> {
  let made = 0;
  const ids: number[] = [];
  for (const row of await identifications.listPublishedWithoutThumbnail(ctx.db)) if (await makeThumbnail(ctx, row)) ids.push(row.id);
  if (ids.length) await refreshCatalogue(ctx, ids);
  return ids.length;
}

/** Thumbnails being made after a publish, by identification: one that leaves first waits for them, then drops them. */
const thumbnailsBeingMade = new Map<number, Promise<unknown>>();

/** A photo that leaves the catalogue takes its thumbnails along. */
async function dropThumbnail(ctx: AppContext, row: Pick<IdentificationRow, 'id' | 'imageUrl'> | undefined): Promise<void> {
  if (!row?.imageUrl) return;
  await thumbnailsBeingMade.get(row.id)?.catch(() => {});
  await removeCardThumbnail(photoStore(ctx.config), row.imageUrl);
  await identifications.setCardThumbnail(ctx.db, row.id, null);
}

/**
 * Unpublishes (admin): the photo leaves its page from the moment this returns; the page answers 404 when it was
 * its taxon's last photo, and leaves the search.
 */
export async function unpublish(ctx: AppContext, id: number): Promise<PublicationChange> {
  const pageSlug = await findPageSlugOfIdentification(ctx.db, id) ?? null;
  const wasPublished = (await identifications.findIdentification(ctx.db, id))?.isPublished ?? false;
  const row = await identifications.markUnpublished(ctx.db, id);
  if (!row) throw notFound('Identification not found', 'identifications.not_found');
  await refreshCatalogue(ctx, [id]);
  await dropThumbnail(ctx, row);
  // The owner hears of it when someone else takes the photo out; their own trash, deletion or withdrawn consent is
  // not news to them (those go through removeFromCatalogue).
  if (wasPublished && row.userId !== null) {
    await notifications.notify(ctx, row.userId, {
      kind: 'unpublished',
      text: `Your photo of ${row.speciesName} was taken out of the public catalogue.`,
      link: `/identifications/${id}`,
    });
  }
  return { ...(await toPublic(ctx.db, [row]))[0]!, pageSlug };
}

/**
 * Takes a deleted identification out of the catalogue: its photo leaves its page at once (the page answers 404
 * when it was the last) and its thumbnails are deleted. Call it before or after deleting the row (after, give the
 * photo's URL). Harmless for one never published.
 */
export async function removeFromCatalogue(ctx: AppContext, id: number, imageUrl?: string | null): Promise<void> {
  const row = await identifications.markUnpublished(ctx.db, id);
  await refreshCatalogue(ctx, [id]);
  await dropThumbnail(ctx, row ?? (imageUrl ? { id, imageUrl } : undefined));
}

/**
 * A published sighting's photos changed: the card follows the cover (thumbnails made of the new one, the old
 * cover's deleted once the pages no longer name them) and the pages are rewritten, so a removed photo leaves them
 * (and the CDN's purge list) when this returns. Harmless for one not published.
 */
export async function photosChanged(ctx: AppContext, id: number, previousCover: string | null): Promise<void> {
  const row = await identifications.findPublishedById(ctx.db, id);
  if (!row) return;
  const coverChanged = row.imageUrl !== previousCover;
  if (coverChanged) {
    await identifications.setCardThumbnail(ctx.db, id, null);
    await makeThumbnail(ctx, row);
  }
  await refreshCatalogue(ctx, [id]);
  if (coverChanged && previousCover) await removeCardThumbnail(photoStore(ctx.config), previousCover);
}

/**
 * Published identifications changed (published, unpublished, moved, or renamed by their WoRMS check): the pages
 * they were and are on follow (every page when none is named). Those just published or resolved get a page of
 * their own taxon when it has none.
 */
export async function refreshCatalogue(ctx: AppContext, ids: number[] = []): Promise<void> {
  if (ids.length) await ensureSpeciesPages(ctx.db, ids);
  await ctx.catalogue?.changed(ids.length ? { ids } : {});
}

/** How the catalogue follows identifications that change: the app context's port, given where the context is made. */
export const catalogueFollower: CatalogueFollower = { refreshCatalogue, removeFromCatalogue, photosChanged, removeCardThumbnail };
