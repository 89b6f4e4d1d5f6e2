import { useId, useState, type RefObject } from 'react';
import './ScientificNameForm.css';

/** The words of the field, in the page's language. */
interface ScientificNameWords {
  /** The field's label ("Scientific name"). */
  label: string;
  /** Its placeholder, an example name. */
  example: string;
  send: string;
  sending: string;
  cancel: string;
}

interface Props {
  words: ScientificNameWords;
  busy: boolean;
  /** The id of the refusal shown beside the form (an unknown name), when one is: the field is then marked invalid. */
  errorId?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The name as typed, trimmed (possibly empty: the caller says what is missing). */
  onSend: (name: string) => void;
  onCancel: () => void;
}

/**
 * A scientific name typed for the server to check against WoRMS: an expert's suggestion of another name, a diver's
 * own name for a trip's sighting. Escape or Cancel closes it; the name typed stays while the form is open, so a
 * refusal loses nothing.
 */
export default function ScientificNameForm({ words, busy, errorId, inputRef, onSend, onCancel }: Props) {
  const [name, setName] = useState('');
  const id = useId();
  return (
    <form
      className="review-suggest"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(name.trim());
      }}
      noValidate
    >
      <label htmlFor={id}>{words.label}</label>
      <div className="review-suggest-row">
        <input
          ref={inputRef}
          id={id}
          type="text"
          value={name}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          placeholder={words.example}
          aria-invalid={!!errorId}
          aria-describedby={errorId}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
        />
        <button type="submit" className="btn" disabled={busy}>
          {busy ? words.sending : words.send}
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={onCancel}>
          {words.cancel}
        </button>
      </div>
    </form>
  );
}
