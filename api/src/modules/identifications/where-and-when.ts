import { checkObservedAt, checkPosition, type Position } from '@rules/location';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { ruleMessage } from '../../lib/error-messages';
import type { UserRow } from '../accounts';
import { taxa, type Taxonomy } from '../taxa';
import type { Sighting, WhereAndWhenBody } from './model';
import { modelAnswerOf } from './recheck';
import { findIdentification, listLocatedIdentifications, updateIdentification, type IdentificationRow } from './repo';
import { groundAnswer, groundedColumns, ownIdentification, view } from './service';
import { candidatesOf, locationOf } from './view';

const samePlace = (a: Position | null, b: Position | null) => a?.latitude === b?.latitude && a?.longitude === b?.longitude;

/**
 * The model's answer as it was asked, for grounding it again. Its own common name is not kept apart from the shown
 * one: the shown name is the model's when the answer is its best candidate's, else the best candidate's own name.
 */
function askedAnswer(row: IdentificationRow) {
  const answer = modelAnswerOf(row);
  const best = [...answer.candidates].sort((a, b) => b.confidence - a.confidence)[0];
  const speciesName = !best || best.scientificName === row.scientificName ? row.speciesName : best.name;
  return { ...answer, speciesName };
}

/**
 * After the place changed: the answer grounded again as the upload grounds it, so each candidate's `nearby` and
 * `atDepth` (and the ranking the location and depth rules make of them) are of the new place. WoRMS answers from the
 * taxa cache; OBIS not answering leaves them null. If WoRMS cannot be asked, the stored answer stays and only they are
 * forgotten: nothing is lost, and an answer never checked is checked by the server's sweep as before.
 */
async function regrounded(ctx: AppContext, taxonomy: Taxonomy, row: IdentificationRow, position: Position | null) {
  const grounding = await groundAnswer(ctx, taxonomy, askedAnswer(row), position, row.depthMeters);
  if (grounding.verification !== 'unavailable') return groundedColumns(grounding, ctx.now());
  return marksForgotten(row);
}

/** The stored candidates with `nearby` and `atDepth` not known: what they said was of another place or depth. */
const marksForgotten = (row: IdentificationRow) => ({
  candidates: JSON.stringify(candidatesOf(row.candidates).map((candidate) => ({ ...candidate, nearby: null, atDepth: null }))),
});

/**
 * PUT /api/identifications/{id}/where-and-when by its owner (anyone else: 404). The position given becomes the
 * user's ('user', whatever the photo said); null clears it. A new place re-marks the candidates against OBIS; a
 * published photo's page follows when that changed its answer.
 */
export async function setWhereAndWhen(ctx: AppContext, taxonomy: Taxonomy, user: UserRow, id: number, body: WhereAndWhenBody) {
  const row = await ownIdentification(ctx, user, id);
  const position = checkPosition(body.latitude, body.longitude);
  if ('error' in position) throw badRequest(ruleMessage(position.error), 'position.invalid');
  const observedAt = checkObservedAt(body.observedAt, ctx.now());
  if ('error' in observedAt) throw badRequest(ruleMessage(observedAt.error), 'observed_at.invalid');
  const place = position.value;
  const moved = !samePlace(locationOf(row), place);
  const answer = moved ? await regrounded(ctx, taxonomy, row, place) : {};
  const updated = (await updateIdentification(ctx.db, id, {
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    locationSource: place ? 'user' : null,
    observedAt: observedAt.value,
    ...answer,
  }))!;
  if (row.isPublished && (updated.speciesName !== row.speciesName || updated.aphiaId !== row.aphiaId)) await ctx.catalogueFollower.refreshCatalogue(ctx, [id]);
  return view(ctx, updated, { user });
}

/** How many identifications a dive moved are grounded again at once: each asks OBIS once for its candidates. */
export const REGROUND_PARALLEL = 4;
/**
 * How long one import or edit may spend grounding again. OBIS that hangs costs its 3 s deadline per round of four;
 * a log that moves hundreds of photos must still answer in seconds. Those not reached in time keep no marks (not
 * known), never marks of the place they left.
 */
export const REGROUND_BUDGET_MS = 10_000;

/**
 * After a dive placed identifications (import, edit, deletion: a new position and/or depth), their candidates are
 * marked again against OBIS as the where-and-when edit marks them: one grounding per identification, a few at once.
 * Never throws: OBIS or WoRMS down leaves `nearby`/`atDepth` not known (or the stored answer), and the dive's change
 * stands. The caller refreshes the catalogue's pages of the published ones.
 */
export async function regroundMoved(ctx: AppContext, ids: number[], budgetMs = REGROUND_BUDGET_MS): Promise<void> {
  const queue = [...new Set(ids)];
  if (queue.length === 0) return;
  const taxonomy = taxa.createTaxonomy(ctx);
  const until = performance.now() + budgetMs;
  const next = async (): Promise<void> => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        const row = await findIdentification(ctx.db, id);
        if (!row) continue;
        const inTime = performance.now() < until;
        await updateIdentification(ctx.db, id, inTime ? await regrounded(ctx, taxonomy, row, locationOf(row)) : marksForgotten(row));
      } catch {
        // This one keeps its earlier marks; the dive's change and the others' grounding stand.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(REGROUND_PARALLEL, queue.length) }, next));
}

/** The signed-in user's identifications with a place, newest first. */
export async function listSightings(ctx: AppContext, user: UserRow): Promise<Sighting[]> {
  return (await listLocatedIdentifications(ctx.db, user.id)).flatMap(({ latitude, longitude, ...rest }) =>
    latitude === null || longitude === null ? [] : [{ ...rest, latitude, longitude }],
  );
}
