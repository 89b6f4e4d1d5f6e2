import { depthBand } from '@rules/identification';
import { cellOf, type Position } from '@rules/location';
import type { AppContext } from '../../context';
import { createObisClient, ObisUnavailableError, type ObisClient } from '../../lib/obis/client';
import { cachedAtDepth, saveAtDepth } from './repo';
import { NEARBY_CACHE_DAYS } from './service';
import { metrics } from '../../lib/metrics';
import { log } from '../../operations/logs';

/**
 * Whether each taxon has records near a position within the depth band around `depthMeters` (rules/identification.ts
 * `depthBand`): true or false per AphiaID; a taxon left out is not known (no position or depth, or OBIS did not answer
 * about it within `OBIS_TIMEOUT_MS`). One OBIS call per taxon, all at once, under one deadline; answers are kept 30
 * days per taxon, 1° cell and band, as those near it are. What OBIS could not answer is not cached.
 */
export async function recordedAtDepth(
  ctx: AppContext,
  aphiaIds: number[],
  position: Position | null,
  depthMeters: number | null,
  obis: ObisClient = createObisClient(ctx.config.obis.apiUrl),
): Promise<Map<number, boolean>> {
  if (!position || depthMeters === null || !Number.isFinite(depthMeters)) return new Map();
  const ids = [...new Set(aphiaIds)];
  const cell = cellOf(position);
  const band = depthBand(depthMeters);
  const now = ctx.now();
  const known = await cachedAtDepth(ctx.db, ids, cell, band, new Date(now.getTime() - NEARBY_CACHE_DAYS * 86_400_000));
  const asked = ids.filter((id) => !known.has(id));
  metrics.cacheLookups('obis', ids.length - asked.length, asked.length);
  if (asked.length === 0) return known;
  const signal = AbortSignal.timeout(ctx.config.obis.timeoutMs);
  const failures: ObisUnavailableError[] = [];
  const answered = await Promise.all(
    asked.map(async (id) => {
      try {
        return [[id, await obis.recordedAtDepth(id, position, band, signal)] as const];
      } catch (error) {
        if (!(error instanceof ObisUnavailableError)) throw error;
        failures.push(error);
        return [];
      }
    }),
  );
  if (failures.length > 0) log.warn(`OBIS unavailable for ${failures.length} of ${asked.length} taxa, answering without "atDepth"`, { err: failures[0] });
  const answers = new Map(answered.flat());
  await saveAtDepth(ctx.db, answers, cell, band, now);
  return new Map([...known, ...answers]);
}
