import { cellOf, type Position } from '@rules/location';
import type { AppContext } from '../../context';
import { createObisClient, ObisUnavailableError, type ObisClient } from '../../lib/obis/client';
import { cachedNearby, saveNearby } from './repo';
import { metrics } from '../../lib/metrics';
import { log } from '../../operations/logs';

/** OBIS answers are kept this long per taxon and 1° cell: records of what lives on a reef change slowly. */
export const NEARBY_CACHE_DAYS = 30;

/**
 * Whether each taxon has been recorded near a position: true or false per AphiaID; a taxon left out is not known
 * (no position, or OBIS did not answer within `OBIS_TIMEOUT_MS`, 3 s). The taxa OBIS was asked about in the last
 * 30 days near the same 1° cell are answered from the cache; the rest from OBIS's checklist, read to its last page.
 * A taxon is false only when the whole checklist was read: one the deadline left unread is not known, and is not
 * cached. OBIS being down loses nothing: the identification is saved without `nearby`.
 */
export async function recordedNearby(
  ctx: AppContext,
  aphiaIds: number[],
  position: Position | null,
  obis: ObisClient = createObisClient(ctx.config.obis.apiUrl),
): Promise<Map<number, boolean>> {
  if (!position) return new Map();
  const ids = [...new Set(aphiaIds)];
  const cell = cellOf(position);
  const now = ctx.now();
  const known = await cachedNearby(ctx.db, ids, cell, new Date(now.getTime() - NEARBY_CACHE_DAYS * 86_400_000));
  const asked = ids.filter((id) => !known.has(id));
  metrics.cacheLookups('obis', ids.length - asked.length, asked.length);
  if (asked.length === 0) return known;
  try {
    const { recorded, complete } = await obis.recordedNear(asked, position, AbortSignal.timeout(ctx.config.obis.timeoutMs));
    const answers = new Map<number, boolean>();
    for (const id of asked) {
      if (recorded.has(id)) answers.set(id, true);
      else if (complete) answers.set(id, false);
    }
    await saveNearby(ctx.db, answers, cell, now);
    return new Map([...known, ...answers]);
  } catch (error) {
    if (!(error instanceof ObisUnavailableError)) throw error;
    log.warn('OBIS unavailable, answering without "nearby"', { err: error });
    return known;
  }
}
