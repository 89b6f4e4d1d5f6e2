import { t } from 'elysia';

const rate = t.Nullable(t.Number());
/** How many verified sightings a figure stands on, how many the model had right, and the share (null for none). */
const share = t.Object({ sightings: t.Number(), right: t.Number(), rate });
const agreement = t.Object({ species: share, genus: share, family: share });
const classes = t.Array(t.Object({ className: t.Nullable(t.String()), agreement }));

/** GET /api/admin/accuracy: the model's answers against the experts' verified community taxa. */
export const accuracyFiguresSchema = t.Object({
  sightings: t.Number(),
  overall: t.Object({ agreement, classes }),
  /** By UTC month of verification ("2026-02"), newest first. */
  months: t.Array(t.Object({ month: t.String(), sightings: t.Number(), agreement, classes })),
  stoppedEarly: t.Object({
    sightings: t.Number(),
    stopped: t.Number(),
    rate,
    byRank: t.Object({ genus: t.Number(), family: t.Number(), higher: t.Number() }),
    contained: t.Number(),
    accuracy: rate,
  }),
  calibration: t.Object({
    sightings: t.Number(),
    expectedCalibrationError: rate,
    buckets: t.Array(t.Object({ from: t.Number(), to: t.Number(), sightings: t.Number(), meanConfidence: rate, accuracy: rate })),
  }),
  timeToVerification: t.Object({ sightings: t.Number(), medianHours: rate }),
});
