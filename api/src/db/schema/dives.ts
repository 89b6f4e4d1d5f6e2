import { users } from './users';
import { belongsTo, createdAt, index, integer, real, serialId, table, text, uniqueIndex } from './columns';

/**
 * An import of a dive log (Subsurface XML or UDDF): the file as the user imported it, kept for their account export
 * while the account's files stay within 100 MB (the oldest dropped first). The rows in the last hour are the
 * account's imports counted against its hourly limit.
 */
export const diveLogs = table(
  'dive_logs',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    /** The file's name as uploaded. */
    fileName: text('file_name').notNull(),
    /** The format read from the file's content (lib/dive-logs): subsurface | uddf | macdive | fit | suunto, or gpx for a track */
    format: text('format').$type<'subsurface' | 'uddf' | 'macdive' | 'fit' | 'suunto' | 'gpx'>().notNull(),
    /**
     * Where the file is stored, under /uploads (folder or bucket), like photos; '' when no file is kept: the log
     * added no dive, or its file was dropped to keep the account's files within 100 MB.
     */
    fileUrl: text('file_url').notNull(),
    /**
     * The size of the file read, in bytes, kept or not (the hour's imports are counted by it); null for logs imported
     * before sizes were kept, until the account's kept files are next counted.
     */
    fileBytes: integer('file_bytes'),
    createdAt: createdAt(),
  },
  // An account's imports by time: the last hour's counted, the oldest files dropped first.
  (t) => [index('dive_logs_user_created_idx').on(t.userId, t.createdAt)],
);

/** One dive of a user's imported log; private to its owner (and admins). */
export const dives = table(
  'dives',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    /** The log it was first imported from; null once that log is gone. */
    logId: integer('log_id').references(() => diveLogs.id, { onDelete: 'set null' }),
    /** Local wall-clock start, YYYY-MM-DDTHH:mm:ss with no offset, as dive computers and cameras keep it. */
    startedAt: text('started_at').notNull(),
    /** Minutes the dive site's clock was ahead of UTC, when the log said (FIT, Suunto, UDDF with an offset); else null. */
    utcOffsetMinutes: integer('utc_offset_minutes'),
    durationSeconds: integer('duration_seconds').notNull(),
    maxDepthMeters: real('max_depth_meters'),
    siteName: text('site_name'),
    latitude: real('latitude'),
    longitude: real('longitude'),
    /** Added to a photo's camera time to give dive-computer time: camera clocks drift. */
    cameraOffsetSeconds: integer('camera_offset_seconds').notNull().default(0),
    /** JSON list of [seconds, depthMeters] samples, in time order, as the computer recorded them. */
    profile: text('profile').notNull().default('[]'),
    createdAt: createdAt(),
  },
  (t) => [
    // The same start and duration is the same dive: importing a log again adds no copy.
    uniqueIndex('dives_user_start_duration_unique').on(t.userId, t.startedAt, t.durationSeconds),
    index('dives_user_started_idx').on(t.userId, t.startedAt),
  ],
);
