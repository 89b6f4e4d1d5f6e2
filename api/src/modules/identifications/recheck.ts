import { parseAlternativeSpecies } from '@rules/alternative-species';
import type { AppContext } from '../../context';
import type { ModelAnswer, Taxonomy } from '../taxa';
import { listUncheckedIdentifications, updateIdentification, type IdentificationRow } from './repo';
import { groundAnswer, groundedColumns } from './service';
import { candidatesOf, locationOf } from './view';

/** An identification saved while WoRMS was down is tried again after this long, and then at every sweep. */
export const RECHECK_AFTER_MS = 60_000;
/** How many a sweep checks before the catalogue's pages follow. */
export const RECHECK_BATCH = 200;
/** How often the server looks for identifications still to check. */
export const RECHECK_INTERVAL_MS = 2 * 60_000;

/** What the model answered, as the row keeps it until its check succeeds. */
export function modelAnswerOf(row: IdentificationRow): ModelAnswer {
  return {
    speciesName: row.speciesName,
    scientificName: row.modelScientificName ?? row.scientificName ?? '',
    classification: row.classification ?? '',
    conservationStatus: row.conservationStatus ?? '',
    candidates: candidatesOf(row.candidates).map(({ name, scientificName, rank, confidence }) => ({ name, scientificName, rank, confidence })),
    alternativeSpecies: parseAlternativeSpecies(row.alternativeSpecies).map((a) => ({ name: a.name, scientificName: a.scientificName ?? '' })),
  };
}

/**
 * Checks against WoRMS the identifications saved as 'unavailable' (WoRMS was down or slow, or they predate the
 * check), oldest first. Stops at the first that WoRMS still cannot answer, so a WoRMS outage costs one call a sweep.
 * Returns how many were checked.
 */
export async function recheckIdentifications(ctx: AppContext, taxonomy: Taxonomy, limit = RECHECK_BATCH): Promise<number> {
  const rows = await listUncheckedIdentifications(ctx.db, new Date(ctx.now().getTime() - RECHECK_AFTER_MS), limit);
  let checked = 0;
  const published: number[] = [];
  for (const row of rows) {
    const position = locationOf(row);
    const grounding = await groundAnswer(ctx, taxonomy, modelAnswerOf(row), position, row.depthMeters);
    if (grounding.verification === 'unavailable') {
      await updateIdentification(ctx.db, row.id, { wormsCheckedAt: ctx.now() });
      break;
    }
    await updateIdentification(ctx.db, row.id, groundedColumns(grounding, ctx.now()));
    checked++;
    if (row.isPublished) published.push(row.id);
  }
  if (published.length) await ctx.catalogueFollower.refreshCatalogue(ctx, published);
  return checked;
}
