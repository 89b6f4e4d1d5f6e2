import { t, type Static } from 'elysia';
import { LANGUAGES } from '@rules/languages';

/** One taxon of a trip's report: how many of the trip's identified sightings go by it. */
export const reportSpecies = t.Object({
  aphiaId: t.Nullable(t.Number()),
  scientificName: t.Nullable(t.String()),
  /** The common name in the request's language, else the English one, else the scientific name. */
  name: t.String(),
  sightings: t.Integer(),
  /** Not on the diver's life list before this trip (decision 139). */
  newForLifeList: t.Boolean(),
});
export type ReportSpecies = Static<typeof reportSpecies>;

/** One dive of the trip, with what was seen on it; `id` null is the group of sightings on no dive. */
export const reportDive = t.Object({
  id: t.Nullable(t.Number()),
  /** The dive's local start, as the dive computer keeps it. */
  startedAt: t.Nullable(t.String()),
  siteName: t.Nullable(t.String()),
  latitude: t.Nullable(t.Number()),
  longitude: t.Nullable(t.Number()),
  /** A shared report leaves out the place of a dive where a threatened species was seen (decision 139). */
  placeHidden: t.Boolean(),
  species: t.Array(reportSpecies),
});
export type ReportDive = Static<typeof reportDive>;

/** GET /api/trips/:id/report, and the shared report by its link. */
export const tripReportSchema = t.Object({
  name: t.String(),
  /** Identified sightings counted. */
  sightings: t.Integer(),
  species: t.Array(reportSpecies),
  /** In the order they were dived; the sightings on no dive last. */
  dives: t.Array(reportDive),
});
export type TripReport = Static<typeof tripReportSchema>;

/** The language names are shown in: the page's, else the request's (cookie, account, Accept-Language). */
export const reportQuery = t.Object({ lang: t.Optional(t.Union(LANGUAGES.map((language) => t.Literal(language)))) });

export const sharedTripParams = t.Object({ token: t.String() });
/** The unlisted link, made on the first share (POST); GET gives null while there is none. */
export const shareLink = t.Object({ url: t.String() });
export const currentShareLink = t.Object({ url: t.Nullable(t.String()) });
