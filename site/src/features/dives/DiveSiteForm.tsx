import { useState } from 'react';
import { checkPosition, type Position } from '@rules/location';
import Field from '../../ui/Field';
import MapView from '../maps/MapView';
import type { DiveChange } from './dives';
import { fill } from '../../lib/fill';
import { ruleText } from '../../lib/rule-text';
import type { DivesWords } from './dives-words';

/** The longest site name the form takes (the server has the last word). */
export const SITE_NAME_MAX = 200;

interface Props {
  site: { name: string | null; latitude: number | null; longitude: number | null } | null;
  saving: boolean;
  onSave: (change: DiveChange) => void;
  onCancel: () => void;
  words: DivesWords['site'];
}

/** A rule's words as the form's sentence: its full stop, unless the language's words end with their own. */
const sentence = (words: string) => (/[.。!?！？]$/.test(words) ? words : `${words}.`);

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A site as the form checks it: its name, and its position (both numbers, or neither); or the message. */
export function checkSite(name: string, latitude: string, longitude: string, words: Pick<DivesWords['site'], 'nameTooLong' | 'rules'>): { value: DiveChange } | { error: string } {
  const trimmed = name.trim();
  if (trimmed.length > SITE_NAME_MAX) return { error: fill(words.nameTooLong, { count: SITE_NAME_MAX }) };
  const position = checkPosition(latitude.trim(), longitude.trim());
  if ('error' in position) return { error: sentence(ruleText(words.rules, position.error)) };
  // Both left blank clears the position; a blank name clears the name.
  return { value: { siteName: trimmed || null, latitude: position.value?.latitude ?? null, longitude: position.value?.longitude ?? null } };
}

/** The dive site's name and position: typed, or pinned on the map. Its photos take the new place once saved. */
export default function DiveSiteForm({ site, saving, onSave, onCancel, words }: Props) {
  const [name, setName] = useState(site?.name ?? '');
  const [latitude, setLatitude] = useState(text(site?.latitude));
  const [longitude, setLongitude] = useState(text(site?.longitude));
  const [error, setError] = useState<string | null>(null);
  const pinned = checkPosition(latitude, longitude);
  const pin = 'value' in pinned ? pinned.value : null;
  const place = (position: Position) => {
    setLatitude(String(position.latitude));
    setLongitude(String(position.longitude));
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkSite(name, latitude, longitude, words);
    if ('error' in checked) return setError(checked.error);
    setError(null);
    onSave(checked.value);
  };
  return (
    <form className="dive-site-form" onSubmit={submit} noValidate>
      <Field label={words.name} name="siteName" value={name} maxLength={SITE_NAME_MAX} onChange={(event) => setName(event.currentTarget.value)} />
      <div className="dive-site-position">
        <Field label={words.latitude} name="latitude" inputMode="decimal" hint={words.latitudeHint} value={latitude} onChange={(event) => setLatitude(event.currentTarget.value)} />
        <Field label={words.longitude} name="longitude" inputMode="decimal" hint={words.longitudeHint} value={longitude} onChange={(event) => setLongitude(event.currentTarget.value)} />
      </div>
      <MapView size="small" label={words.pin} pin={pin} onPin={place} words={words.map} />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="dive-buttons">
        <button type="submit" className="btn" disabled={saving}>
          {saving ? words.saving : words.save}
        </button>
        <button type="button" className="btn btn-ghost" disabled={saving} onClick={onCancel}>
          {words.cancel}
        </button>
      </div>
    </form>
  );
}
