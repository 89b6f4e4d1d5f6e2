import { Catalogue, speciesKey, type SpeciesPage } from '../../../../site/src/catalogue/catalogue';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { PublicIdentification, PublicSpecies } from './model';
import { toPublicIdentification } from './public-identification';
import {
  findPublishedById,
  findPublishedByIds,
  findPublishedBySlug,
  listPublished,
  listPublishedNames,
  markPublished,
  markUnpublished,
} from './repo';
import { catalogueSiteOf } from './static/registry';
import { taxaByIds } from '../taxa/service';
import type { IdentificationRow } from './repo';

/** Published rows as anyone may see them, with their WoRMS taxa read in one query. */
function toPublic(ctx: Pick<AppContext, 'db'>, rows: IdentificationRow[]): PublicIdentification[] {
  const taxa = taxaByIds(ctx, rows.map((row) => row.aphiaId));
  return rows.map((row) => toPublicIdentification(row, taxa));
}

export const SPECIES_NOT_PUBLISHED = 'This species page is not available or has not been published yet.';

/** The published identification behind a public URL: its slug, or its id as text (the client's fallback). */
function findPublishedByAddress(db: Db, slugOrId: string) {
  return findPublishedBySlug(db, slugOrId) ?? (/^\d{1,15}$/.test(slugOrId) ? findPublishedById(db, Number(slugOrId)) : undefined);
}

/** A species page's content: the identification and the other published photos of the same species. */
export function findSpeciesPage(db: Db, slugOrId: string): SpeciesPage | null {
  const row = findPublishedByAddress(db, slugOrId);
  if (!row) return null;
  const entry = toPublic({ db }, [row])[0]!;
  const key = speciesKey(entry);
  const sameSpecies = listPublishedNames(db)
    .filter((other) => other.id !== entry.id && speciesKey(other) === key)
    .map((other) => other.id);
  const group = new Catalogue([entry, ...toPublic({ db }, findPublishedByIds(db, sameSpecies))]);
  return group.page(entry.slug)!;
}

/** GET /api/public/species/{slug} */
export function getPublicSpecies(ctx: AppContext, slugOrId: string): PublicSpecies {
  const page = findSpeciesPage(ctx.db, slugOrId);
  if (!page) throw notFound(SPECIES_NOT_PUBLISHED);
  return { ...page.entry, relatedIdentifications: page.related };
}

/** GET /api/published-identifications: the whole catalogue, by species name. */
export function listPublishedIdentifications(ctx: AppContext): PublicIdentification[] {
  return toPublic(ctx, listPublished(ctx.db));
}

/** The catalogue's current content, for the static build and the served lists. */
export function loadCatalogue(db: Db): Catalogue {
  return new Catalogue(toPublic({ db }, listPublished(db)));
}

/**
 * Publishes an identification (admin). When it returns, the species page answers 200 and Discover's search
 * finds it; a full static rebuild follows later.
 */
export async function publish(ctx: AppContext, id: number): Promise<PublicIdentification> {
  const row = markPublished(ctx.db, id, ctx.now());
  if (!row) throw notFound('Identification not found');
  await catalogueSiteOf(ctx)?.changed();
  return toPublic(ctx, [row])[0]!;
}

/** Unpublishes (admin): the species page answers 404 from the moment this returns, and leaves the search. */
export async function unpublish(ctx: AppContext, id: number): Promise<PublicIdentification> {
  const row = markUnpublished(ctx.db, id);
  if (!row) throw notFound('Identification not found');
  await catalogueSiteOf(ctx)?.changed();
  return toPublic(ctx, [row])[0]!;
}

/**
 * Takes a deleted identification out of the catalogue: its page answers 404 at once and leaves the search.
 * Call it before or after deleting the row (after deleting a user, once with any of their ids is enough:
 * the catalogue re-reads what is published). Harmless for an identification that was never published.
 */
export async function removeFromCatalogue(ctx: AppContext, id: number): Promise<void> {
  markUnpublished(ctx.db, id);
  await catalogueSiteOf(ctx)?.changed();
}

/** Published identifications changed (their WoRMS check rewrote names): the pages showing them are rewritten. */
export async function refreshCatalogue(ctx: AppContext): Promise<void> {
  await catalogueSiteOf(ctx)?.changed();
}
