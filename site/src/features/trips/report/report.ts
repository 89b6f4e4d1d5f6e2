import type { Language } from '@rules/languages';
import { answer, api, type AnswerData } from '../../../lib/api';

const trip = (id: number) => api.trips({ id: String(id) });

/** A trip's report as the API answers it: its species with counts, its dives with theirs. */
export type TripReport = AnswerData<Awaited<ReturnType<ReturnType<typeof api.trips>['report']['get']>>>;
export type ReportSpecies = TripReport['species'][number];
export type ReportDive = TripReport['dives'][number];

/** The owner's report, its names in the page's language. */
export const fetchTripReport = (id: number, lang: Language) => answer(trip(id).report.get({ query: { lang } }));
/** The shared report behind a link's token, as anyone with it reads it. */
export const fetchSharedReport = (token: string, lang: Language) => answer(api.shared.trips({ token }).get({ query: { lang } }));

export const currentReportLink = (id: number) => answer(trip(id).share.get());
export const shareReport = (id: number) => answer(trip(id).share.post());
export const stopSharingReport = (id: number) => answer(trip(id).share.delete());

/** The trip's id in its report's address: /trips/{id}/report, or /de/trips/{id}/report. */
export function reportTripId(pathname: string): number | null {
  const id = Number(/\/trips\/(\d+)\/report\/?$/.exec(pathname)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The token in a shared report's address: /shared/trips/{token}, or /de/shared/trips/{token}. */
export const sharedReportToken = (pathname: string): string | null => /\/shared\/trips\/([A-Za-z0-9_-]{22})\/?$/.exec(pathname)?.[1] ?? null;
