import type { AppContext } from '../../context';
import { transaction, type Queryable } from '../../db/client';
import type { Config } from '../../env';
import { accounts } from '../accounts';
import { aiUsage } from '../ai-usage';
import { giveBackVisitorIdentification, reservationsMadeBefore, takeReservation, type ReservationRow } from './repo';

/** Beyond the longest an upload can take, for a slow photo store, a busy database or a clock a little off. */
const MARGIN_MS = 5 * 60 * 1000;
const SWEEP_BATCH = 100;

/**
 * The longest an upload can hold its reservation: the classifier's answer (when CLASSIFIER_URL is set), the model's
 * two tries (one more on a timeout or a 5xx), then the WoRMS check and the OBIS question, each under its own
 * deadline; and a margin. The table has no column saying
 * which instance an upload runs on, so age is what tells a live upload on another instance from one whose
 * process died: a younger reservation is left alone, and given back by a later sweep if nobody ends it.
 */
export const longestUploadMs = (config: Pick<Config, 'identifier' | 'worms' | 'obis'>) =>
  (config.identifier.classifier?.timeoutMs ?? 0) +
  2 * config.identifier.timeoutMs +
  config.worms.timeoutMs +
  config.obis.timeoutMs +
  MARGIN_MS;

/**
 * Gives back what a reservation taken from the table holds: its free identification (the account's, or the
 * visitor's and their address's for that day), and with `budget` its call from that day's AI budget. Called in the
 * transaction that deleted the row, so each reservation is given back once, by whoever deleted it.
 */
export async function giveBackReservation(tx: Queryable, row: ReservationRow | undefined, options: { budget: boolean }): Promise<void> {
  if (!row) return;
  if (row.quotaTaken && row.userId !== null) await accounts.giveBackFreeIdentification(tx, row.userId);
  else if (row.quotaTaken && row.visitorId !== null) await giveBackVisitorIdentification(tx, { visitorId: row.visitorId, ip: row.ip, day: row.day });
  if (options.budget && row.budgetTaken) await aiUsage.giveBackModelCall(tx, row.day);
}

/**
 * At start (and with the periodic sweep): uploads whose process died left their reservations behind. Each one
 * older than the longest upload is deleted, and what it holds given back unless the model was called for it (that
 * call was real, and paid for). Several instances may sweep at once: a row goes to the one whose DELETE removed it.
 * Returns how many were given back.
 */
export async function giveBackAbandonedReservations(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - longestUploadMs(ctx.config));
  let given = 0;
  for (;;) {
    const ids = await reservationsMadeBefore(ctx.db, before, SWEEP_BATCH);
    for (const id of ids) {
      const gaveBack = await transaction(ctx.db, async (tx) => {
        const row = await takeReservation(tx, id);
        if (!row || row.modelCalledAt) return false;
        await giveBackReservation(tx, row, { budget: true });
        return true;
      });
      if (gaveBack) given++;
    }
    if (ids.length < SWEEP_BATCH) return given;
  }
}
