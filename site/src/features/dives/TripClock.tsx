import { useEffect, useId, useMemo, useState } from 'react';
import { isLocalDate, tripPreview } from '@rules/trip-clock';
import { toast } from '../../ui/toasts';
import { cameraOffset, localFieldValue, offsetText } from './camera-clock';
import ClockPhotoFields from './ClockPhotoFields';
import { clockText, diveDateText } from './dive-words';
import type { Dive } from './dives';
import { hoursText, loadTripClock, saveTripClock, zoneSuggestion, type TripPhoto } from './trip-clock';
import { wallSeconds } from './wall-clock';
import { counted, fill } from '../../lib/fill';
import type { DivesWords } from './dives-words';

const diveName = (dive: Dive, words: DivesWords) => (dive.site?.name ? fill(words.trip.diveAt, { date: diveDateText(dive.startedAt), site: dive.site.name }) : diveDateText(dive.startedAt));

/**
 * "Set the camera's clock for a trip": the diver picks a photo and says when it was really taken; every dive that
 * starts within the trip's dates gets that offset. Before saving, the preview shows where each of the trip's photos
 * would land, by the rule the server places them with (rules/trip-clock.ts). A camera left on another time zone is
 * offered its whole-hour offset.
 */
export default function TripClock({ words: all, onSaved }: { words: DivesWords; onSaved: () => void }) {
  const id = useId();
  const words = all.trip;
  const [data, setData] = useState<{ dives: Dive[]; photos: TripPhoto[] } | null>(null);
  const [photoId, setPhotoId] = useState(0);
  const [real, setReal] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    void loadTripClock()
      .then(setData)
      .catch(() => setData({ dives: [], photos: [] }));
  }, [version]);

  const photo = data?.photos.find((candidate) => candidate.id === photoId);
  const choose = (next: number) => {
    setPhotoId(next);
    const chosen = data?.photos.find((candidate) => candidate.id === next);
    setReal(chosen ? localFieldValue(chosen.cameraTime) : '');
    const day = chosen?.cameraTime.slice(0, 10) ?? '';
    setFrom(day);
    setTo(day);
    setError(null);
  };
  const offset = photo && real ? cameraOffset(photo.cameraTime, real) : null;
  const datesValid = isLocalDate(from) && isLocalDate(to) && from <= to;
  const trip = offset !== null && datesValid ? { cameraOffsetSeconds: offset, from, to } : null;

  // The photos taken within the trip's dates by the camera (a day either side, for a clock a day off).
  const preview = useMemo(() => {
    if (!data || !trip) return [];
    const first = wallSeconds(`${trip.from}T00:00:00`)! - 86_400;
    const last = wallSeconds(`${trip.to}T23:59:59`)! + 86_400;
    const shown = data.photos.filter((candidate) => {
      const at = wallSeconds(candidate.cameraTime);
      return at !== null && at >= first && at <= last;
    });
    const matches = tripPreview(shown.map((candidate) => candidate.cameraTime), data.dives, trip);
    return shown.map((candidate, i) => ({ photo: candidate, dive: matches[i]?.dive ?? null }));
  }, [data, trip?.cameraOffsetSeconds, trip?.from, trip?.to]);

  const suggestion = data ? zoneSuggestion(data.dives, data.photos) : null;

  const save = async (clock: { cameraOffsetSeconds: number; from: string; to: string }) => {
    setSaving(true);
    setError(null);
    const saved = await saveTripClock(clock, all.clock.error);
    setSaving(false);
    if ('error' in saved) return setError(saved.error);
    const { updated, placed } = saved.value;
    const dives = counted(words.dives, updated, all.language);
    const photos = counted(words.photos, placed, all.language);
    toast({ title: all.dive.saved, description: fill(words.saved, { dives, photos }) });
    setVersion((v) => v + 1);
    onSaved();
  };

  if (!data) return null;
  if (data.dives.length === 0 || data.photos.length === 0) return null;
  return (
    <section className="trip-clock card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.title}</h2>
      {suggestion && (
        <div className="trip-clock-zone" role="region" aria-label={words.zone}>
          <p>
            {fill(words.suggest, {
              hours: hoursText(suggestion.hours, all),
              dates: suggestion.from === suggestion.to ? suggestion.from : fill(words.dates, { from: suggestion.from, to: suggestion.to }),
            })}
          </p>
          <button type="button" className="btn" disabled={saving} onClick={() => void save({ cameraOffsetSeconds: suggestion.hours * 3600, from: suggestion.from, to: suggestion.to })}>
            {words.apply}
          </button>
        </div>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!trip) return setError(words.missing);
          void save(trip);
        }}
      >
        <ClockPhotoFields id={id} photos={data.photos} chosen={photo} choosePrompt={words.choose} onChoose={choose} real={real} onReal={setReal} realDisabled={!photo} words={all.clock} />
        <div className="trip-clock-dates">
          <div className="field">
            <label htmlFor={`${id}-from`}>{words.firstDay}</label>
            <input id={`${id}-from`} type="date" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{words.lastDay}</label>
            <input id={`${id}-to`} type="date" value={to} onChange={(event) => setTo(event.currentTarget.value)} />
          </div>
        </div>
        <p id={`${id}-result`} className="hint" data-testid="trip-clock-offset">
          {offset === null ? words.pick : fill(all.clock.is, { offset: offsetText(offset, all.clock) })}
        </p>
        {preview.length > 0 && (
          <>
            <h3 id={`${id}-preview`}>{words.preview}</h3>
            <ul className="trip-clock-preview" aria-labelledby={`${id}-preview`} aria-live="polite" data-testid="trip-clock-preview">
              {preview.map(({ photo: shown, dive }) => (
                <li key={shown.id}>
                  {fill(words.photo, { name: shown.name, time: clockText(shown.cameraTime), where: dive ? fill(words.onDive, { dive: diveName(dive, all) }) : words.noDive })}
                </li>
              ))}
            </ul>
          </>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn" disabled={saving || !trip}>
          {saving ? all.site.saving : words.set}
        </button>
      </form>
    </section>
  );
}
