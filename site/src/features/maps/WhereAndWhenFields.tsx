import { useState } from 'react';
import type { Position } from '@rules/location';
import Field from '../../ui/Field';
import MapView from './MapView';
import { observedText, positionText } from './position-text';
import { currentPosition, today, type DraftError, type PhotoWhereAndWhen, type WhereAndWhenDraft } from './where-and-when';
import { ruleText } from '../../lib/rule-text';
import { fill } from '../../lib/words';
import type { WhereAndWhenWords } from './where-and-when-words';
import './WhereAndWhenFields.css';

interface Props {
  value: WhereAndWhenDraft;
  onChange: (next: WhereAndWhenDraft) => void;
  /** What the chosen photo says of itself, offered to take over. */
  photo?: PhotoWhereAndWhen | null;
  /** A message about the values (the browser's check, or the server's answer). */
  /** A rule's failure by its code, or a refusal already in words (the server's, when saving). */
  error?: DraftError | string | null;
  /** Its words in the page's language (where-and-when-words.ts). */
  words: WhereAndWhenWords;
}

/**
 * Where and when a photo was taken, each optional: a pin on the map (click or tap to place, drag to move), the
 * device's current location, the photo's own place and date when it has them, and a date with an optional time.
 */
export default function WhereAndWhenFields({ value, onChange, photo, error, words }: Props) {
  const [locating, setLocating] = useState(false);
  const [locationProblem, setLocationProblem] = useState<string | null>(null);
  const place = (position: Position | null) => {
    setLocationProblem(null);
    onChange({ ...value, position });
  };
  const locate = async () => {
    setLocating(true);
    setLocationProblem(null);
    const found = await currentPosition();
    setLocating(false);
    if ('error' in found) setLocationProblem(words.location[found.error]);
    else onChange({ ...value, position: found.value });
  };
  const takePhotoDate = (takenAt: string) => {
    const [date = '', time = ''] = takenAt.split('T');
    onChange({ ...value, date, time: time.replace(/(Z|[+-]\d{2}:\d{2})$/, ''), kept: takenAt });
  };

  return (
    <div className="where-and-when-fields">
      {photo && (photo.position || photo.takenAt) && (
        <div className="where-and-when-photo">
          <p>
            {fill(words.photoSays, {
              where: photo.position ? fill(words.photoAt, { position: positionText(photo.position) }) : '',
              when: photo.takenAt ? `${photo.position ? ' ' : ''}${fill(words.photoOn, { date: observedText(photo.takenAt) })}` : '',
            })}
          </p>
          <div className="where-and-when-actions">
            {photo.position && (
              <button type="button" className="btn btn-outline" onClick={() => place(photo.position)}>
                {words.usePhotoPlace}
              </button>
            )}
            {photo.takenAt && (
              <button type="button" className="btn btn-outline" onClick={() => takePhotoDate(photo.takenAt!)}>
                {words.usePhotoDate}
              </button>
            )}
          </div>
        </div>
      )}
      <fieldset className="where-and-when-place">
        <legend>{words.where}</legend>
        <p className="where-and-when-value" data-testid="where-value">
          {value.position ? positionText(value.position) : words.noPlace}
        </p>
        <MapView label={words.pinLabel} pin={value.position} onPin={place} words={words.map} />
        <div className="where-and-when-actions">
          <button type="button" className="btn btn-outline" onClick={() => void locate()} disabled={locating}>
            {locating ? words.finding : words.useLocation}
          </button>
          {value.position && (
            <button type="button" className="btn btn-ghost" onClick={() => place(null)}>
              {words.removePin}
            </button>
          )}
        </div>
        {locationProblem && (
          <p className="error" role="alert">
            {locationProblem}
          </p>
        )}
      </fieldset>
      <fieldset className="where-and-when-date">
        <legend>{words.when}</legend>
        <div className="where-and-when-row">
          <Field label={words.date} name="observedDate" type="date" optional max={today()} value={value.date} onChange={(event) => onChange({ ...value, date: event.currentTarget.value, kept: null })} />
          <Field label={words.time} name="observedTime" type="time" optional step={1} value={value.time} disabled={!value.date} onChange={(event) => onChange({ ...value, time: event.currentTarget.value, kept: null })} />
        </div>
      </fieldset>
      {error && (
        <p className="error" role="alert">
          {typeof error === 'string' ? error : ruleText(words.rules, error)}
        </p>
      )}
    </div>
  );
}
