import { HISTORY_COLUMNS } from '@rules/history-export';
import type { AppContext } from '../../context';
import { csvText } from '../../lib/csv';
import { OCCURRENCE_COLUMNS, qualifiedTerm } from '../../lib/darwin-core/archive';
import { forbidden } from '../../lib/errors';
import { accounts, type UserRow } from '../accounts';
import { occurrencesOf } from './darwin-core';
import { listForExport } from './repo';

export const CSV_NEEDS_PREMIUM =
  'Exporting your history as CSV is part of the premium plans. The Darwin Core Archive (format=dwca) is open to every account.';

/** The CSV's header: the history's own columns, then the Darwin Core terms by their qualified names. */
export const HISTORY_CSV_HEADER = [...HISTORY_COLUMNS, ...OCCURRENCE_COLUMNS.map(qualifiedTerm)];

/**
 * GET /api/identifications/export?format=csv (premium): the user's history as CSV, one identification a line, with
 * the history's columns followed by the Darwin Core terms of the archive, from the same mapping. `ids` (checked by
 * exportIds) limits it to those of the user's identifications, in that order; null: the whole history, newest first.
 */
export async function exportHistoryCsv(ctx: AppContext, user: UserRow, ids: number[] | null): Promise<Response> {
  if (!accounts.isPremium(user, ctx.now())) throw forbidden(CSV_NEEDS_PREMIUM, 'export.needs_premium');
  const rows = await listForExport(ctx.db, user.id, ids);
  const occurrences = await occurrencesOf(ctx, rows, user.username);
  const lines = rows.map((row, n) => [
    ...HISTORY_COLUMNS.map((column) => row[column]),
    ...OCCURRENCE_COLUMNS.map((term) => occurrences[n]![term]),
  ]);
  const day = ctx.now().toISOString().slice(0, 10);
  return new Response(csvText(HISTORY_CSV_HEADER, lines), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="reefid-identifications-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
