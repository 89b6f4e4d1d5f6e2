import { fill } from '../../lib/fill';
import { clockText } from './dive-words';
import type { DivesWords } from './dives-words';

/** A photo to set the clock by: its species, and the time its camera wrote on it. */
export interface ClockPhoto {
  id: number;
  name: string;
  cameraTime: string;
}

interface Props {
  /** The form's id: the fields' ids start with it. */
  id: string;
  photos: ClockPhoto[];
  /** The photo chosen; none shows `choosePrompt` as the first option. */
  chosen: ClockPhoto | undefined;
  choosePrompt?: string;
  onChoose: (photoId: number) => void;
  /** When the chosen photo was really taken, as the date and time field has it. */
  real: string;
  onReal: (real: string) => void;
  realDisabled?: boolean;
  realInvalid?: boolean;
  words: DivesWords['clock'];
}

/**
 * The two fields that set a camera's clock, for a dive or a trip: a photo, and when it was really taken. The hint
 * with the result is the form's own, with the id `${id}-result`.
 */
export default function ClockPhotoFields({ id, photos, chosen, choosePrompt, onChoose, real, onReal, realDisabled, realInvalid, words }: Props) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-photo`}>{words.photo}</label>
        <select id={`${id}-photo`} value={chosen?.id ?? ''} onChange={(event) => onChoose(Number(event.currentTarget.value))}>
          {choosePrompt !== undefined && <option value="">{choosePrompt}</option>}
          {photos.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {fill(words.byCamera, { name: candidate.name, time: clockText(candidate.cameraTime) })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-real`}>{words.reallyTaken}</label>
        <input
          id={`${id}-real`}
          type="datetime-local"
          step={1}
          value={real}
          disabled={realDisabled}
          aria-describedby={`${id}-result`}
          aria-invalid={realInvalid ? true : undefined}
          onChange={(event) => onReal(event.currentTarget.value)}
        />
      </div>
    </>
  );
}
