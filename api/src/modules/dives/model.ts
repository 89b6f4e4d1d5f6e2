import { t, type Static } from 'elysia';
import { IMPORT_ANSWER_DIVES } from '@rules/dive-imports';
import { MAX_CAMERA_OFFSET_SECONDS } from '@rules/dive-matching';

export const diveParams = t.Object({ id: t.String() });

export const diveSchema = t.Object({
  id: t.Number(),
  /** Local wall-clock start, YYYY-MM-DDTHH:mm:ss, as the dive computer kept it. */
  startedAt: t.String(),
  /** Minutes the dive site's clock was ahead of UTC, when the log said; null when it did not. */
  utcOffsetMinutes: t.Nullable(t.Number()),
  durationSeconds: t.Number(),
  maxDepthMeters: t.Nullable(t.Number()),
  site: t.Nullable(t.Object({ name: t.Nullable(t.String()), latitude: t.Nullable(t.Number()), longitude: t.Nullable(t.Number()) })),
  cameraOffsetSeconds: t.Number(),
  identificationCount: t.Number(),
});
export type Dive = Static<typeof diveSchema>;

export const diveDetailSchema = t.Composite([
  diveSchema,
  t.Object({
    profile: t.Array(t.Object({ seconds: t.Number(), depthMeters: t.Number() })),
    identifications: t.Array(t.Object({ id: t.Number(), takenAt: t.Nullable(t.String()), depthMeters: t.Nullable(t.Number()) })),
  }),
]);
export type DiveDetail = Static<typeof diveDetailSchema>;

/** What an import did: its counts, and the newest dives it added (the rest are in the list of dives). */
export const importAnswer = t.Object({
  /** Dives added. */
  imported: t.Number(),
  /** Dives of the log the account already held (or that the log held twice): not added again. */
  duplicates: t.Number(),
  /** Samples left out as impossible (a negative depth, deeper than 11,000 m, time going backwards). */
  skippedSamples: t.Number(),
  /** Dives left out: no readable start or duration, a start before 1950 or over a day ahead, over 24 hours long. */
  skippedDives: t.Number(),
  /** Dives a GPX track gave a position (0 for a dive log). */
  positioned: t.Number(),
  /** Older log files dropped to keep the account's files within 100 MB (their dives stay). */
  logFilesDropped: t.Number(),
  /** The newest 50 of the dives this import added (or, for a track, positioned), newest first. */
  dives: t.Array(diveSchema, { maxItems: IMPORT_ANSWER_DIVES }),
});

export const diveEdit = t.Object({
  siteName: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  latitude: t.Optional(t.Nullable(t.Number())),
  longitude: t.Optional(t.Nullable(t.Number())),
  cameraOffsetSeconds: t.Optional(t.Integer({ minimum: -MAX_CAMERA_OFFSET_SECONDS, maximum: MAX_CAMERA_OFFSET_SECONDS })),
});
export type DiveEdit = Static<typeof diveEdit>;

/** PUT /api/dives/camera-offset: one camera offset for the dives starting within local dates (rules/trip-clock.ts checks them). */
export const tripClockBody = t.Object({
  cameraOffsetSeconds: t.Number(),
  from: t.Optional(t.Nullable(t.String({ maxLength: 10 }))),
  to: t.Optional(t.Nullable(t.String({ maxLength: 10 }))),
});

export const tripClockAnswer = t.Object({
  /** Dives whose offset was set. */
  updated: t.Number(),
  /** Photos on those dives afterwards. */
  placed: t.Number(),
});
