import type { ProfileSample } from '@rules/dives';

/** A dive as a log gives it, before it is stored. */
export interface ParsedDive {
  /** Local wall-clock start, YYYY-MM-DDTHH:mm:ss: the time at the dive site, as a camera's clock shows it. */
  startedAt: string;
  /** Minutes the local start is ahead of UTC (+180 for +03:00), when the log says; null when it does not. */
  utcOffsetMinutes: number | null;
  durationSeconds: number;
  maxDepthMeters: number | null;
  site: { name: string | null; latitude: number | null; longitude: number | null } | null;
  /** Samples in time order, impossible ones left out. */
  profile: ProfileSample[];
  /** The camera's clock offset, where the log gives one (ReefID's own export writes it: CAMERA_OFFSET_KEY). */
  cameraOffsetSeconds?: number;
}

/** The formats read, recognised from a file's content, never its name. */
export const DIVE_LOG_FORMATS = ['subsurface', 'uddf', 'macdive', 'fit', 'suunto'] as const;
export type DiveLogFormat = (typeof DIVE_LOG_FORMATS)[number];

export interface ParsedLog {
  format: DiveLogFormat;
  dives: ParsedDive[];
  /** Samples left out as impossible: a negative depth, one deeper than any sea, time going backwards. */
  skippedSamples: number;
  /** Dives left out: no readable start or duration, a start before 1950 or over a day ahead, over 24 hours long. */
  skippedDives: number;
}

/** A GPS track (GPX): its points as [UTC seconds, latitude, longitude] in turn, in time order. */
export interface ParsedTrack {
  format: 'gpx';
  points: Float64Array;
}

/** What a file read for the dives import holds: dives, or a track that places them. */
export type ParsedFile = ParsedLog | ParsedTrack;

/** What a format's reader found: the dives kept, and what it left out. */
export type ReadDives = Omit<ParsedLog, 'format'>;

/** A parsed XML element as fast-xml-parser gives it: attributes under `@name`, text under `#text`. */
export type Node = Record<string, unknown>;
