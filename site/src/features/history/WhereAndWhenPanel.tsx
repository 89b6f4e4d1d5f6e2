import { useState } from 'react';
import { cellLabel } from '@rules/location';
import MapView from '../maps/MapView';
import WhereAndWhenFields from '../maps/WhereAndWhenFields';
import { observedText, positionText } from '../maps/position-text';
import { checkDraft, draftOf, type DraftError } from '../maps/where-and-when';
import { ruleText } from '../../lib/rule-text';
import { saveWhereAndWhen, type Identification } from './identifications';
import type { HistoryToastWords } from './history-toast-words';
import DiveLink, { depthLine } from '../dives/DiveLink';
import { fill } from '../../lib/words';
import type { WhereAndWhenPanelWords } from '../maps/where-and-when-words';
import './WhereAndWhenPanel.css';

interface Props {
  identification: Identification;
  /** Its owner may change or clear them; others only read them. */
  editable: boolean;
  onSaved: (updated: Identification) => void;
  /** Its words in the page's language (maps/where-and-when-words.ts). */
  words: WhereAndWhenPanelWords;
  /** What saving says, in the page's language (history-toast-words.ts). */
  toasts: HistoryToastWords;
}

/** Where and when the photo was taken, as its owner sees it: in words, on a small map, and to edit or clear. */
export default function WhereAndWhenPanel({ identification, editable, onSaved, words, toasts }: Props) {
  const { location, observedAt, diveId, depthMeters, depthSource } = identification;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(() => draftOf(location, observedAt));
  // A rule's failure by its code, or the server's refusal in words.
  const [error, setError] = useState<DraftError | string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (body: { latitude: number | null; longitude: number | null; observedAt: string | null }) => {
    setSaving(true);
    setError(null);
    const saved = await saveWhereAndWhen(identification.id, body, toasts);
    setSaving(false);
    if ('error' in saved) return setError(saved.error);
    setEditing(false);
    onSaved(saved.value);
  };
  const submit = () => {
    const checked = checkDraft(draft);
    if ('error' in checked) return setError(checked.error);
    const { position, observedAt: when } = checked.value;
    void save({ latitude: position?.latitude ?? null, longitude: position?.longitude ?? null, observedAt: when });
  };
  const startEditing = () => {
    setDraft(draftOf(location, observedAt));
    setError(null);
    setEditing(true);
  };

  return (
    <section className="where-and-when-panel card" aria-label={words.title}>
      <h2>{words.title}</h2>
      {editing ? (
        <>
          <WhereAndWhenFields value={draft} onChange={setDraft} error={error} words={words.fields} />
          <div className="where-and-when-buttons">
            <button type="button" className="btn" onClick={submit} disabled={saving}>
              {saving ? words.saving : words.save}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setEditing(false)} disabled={saving}>
              {words.cancel}
            </button>
          </div>
        </>
      ) : (
        <>
          <p data-testid="where-text">
            {location ? (
              <>
                {fill(words.around, { cell: cellLabel(location) })}{' '}
                {/* Who said where: the photo's EXIF, its dive's site, or the user. */}
                <span className="where-and-when-exact">
                  ({positionText(location)}, {words.sources[location.source]})
                </span>
              </>
            ) : (
              words.noPlace
            )}
          </p>
          <p data-testid="when-text">{observedAt ? fill(words.onDate, { date: observedText(observedAt) }) : words.noDate}</p>
          {typeof depthMeters === 'number' && <p data-testid="depth-text">{fill(words.depth, { depth: depthLine(depthMeters, depthSource) })}</p>}
          {typeof diveId === 'number' && (
            <p>
              {words.takenOn} <DiveLink diveId={diveId} />
            </p>
          )}
          {location && <MapView size="small" label={words.mapOfPhoto} pin={location} words={words.map} />}
          {editable && (
            <div className="where-and-when-buttons">
              <button type="button" className="btn btn-outline" onClick={startEditing}>
                {location || observedAt ? words.edit : words.add}
              </button>
              {(location || observedAt) && (
                <button type="button" className="btn btn-ghost" disabled={saving} onClick={() => void save({ latitude: null, longitude: null, observedAt: null })}>
                  {words.clear}
                </button>
              )}
            </div>
          )}
          {error && (
            <p className="error" role="alert">
              {typeof error === 'string' ? error : ruleText(words.fields.rules, error)}
            </p>
          )}
        </>
      )}
    </section>
  );
}
