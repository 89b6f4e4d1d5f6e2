import { useId, useRef, useState } from 'react';
import { fill } from '../../lib/fill';
import ScientificNameForm from '../../ui/ScientificNameForm';
import type { ReviewWords } from './review-words';
import { sendReview, type Verdict } from './reviews';

interface Props {
  identificationId: number;
  /** The name the model gave, so "Agree" says what it agrees with. */
  answerName: string;
  /** Called once the server has the review. */
  onSent: (verdict: Verdict) => void;
  words: ReviewWords['form'];
}

/**
 * An expert's review of one sighting: Agree and Cannot tell send at once; Suggest another name opens a field for the
 * scientific name, which the server checks against WoRMS. A refusal (an unknown name) is shown under the form and the
 * name typed stays, so nothing is lost.
 */
export default function ReviewForm({ identificationId, answerName, onSent, words }: Props) {
  const [suggesting, setSuggesting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const suggestButton = useRef<HTMLButtonElement>(null);
  const errorId = useId();

  const send = async (verdict: Verdict, scientificName?: string) => {
    setBusy(true);
    setError(null);
    const refused = await sendReview(identificationId, verdict, words.notSent, scientificName);
    setBusy(false);
    if (refused) {
      setError(refused);
      if (verdict === 'suggest') nameInput.current?.focus();
      return;
    }
    onSent(verdict);
  };
  const suggest = (trimmed: string) => {
    if (!trimmed) {
      setError(words.enterName);
      nameInput.current?.focus();
      return;
    }
    void send('suggest', trimmed);
  };
  const openSuggestion = () => {
    setSuggesting(true);
    setError(null);
    // The field appears on this render; focus follows once it is there.
    setTimeout(() => nameInput.current?.focus());
  };
  const closeSuggestion = () => {
    setSuggesting(false);
    setError(null);
    setTimeout(() => suggestButton.current?.focus());
  };

  return (
    <div className="review-form" aria-busy={busy}>
      <div className="review-verdicts" role="group" aria-label={words.yourReview}>
        <button type="button" className="btn" disabled={busy} onClick={() => void send('agree')} aria-label={fill(words.agreeWith, { name: answerName })}>
          {words.agree}
        </button>
        <button
          ref={suggestButton}
          type="button"
          className="btn btn-outline"
          disabled={busy}
          aria-expanded={suggesting}
          onClick={suggesting ? closeSuggestion : openSuggestion}
        >
          {words.suggestAnother}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void send('cannot-tell')}>
          {words.cannotTell}
        </button>
      </div>
      {suggesting && (
        <ScientificNameForm
          words={{ label: words.scientificName, example: words.example, send: words.sendSuggestion, sending: words.sending, cancel: words.cancel }}
          busy={busy}
          errorId={error ? errorId : undefined}
          inputRef={nameInput}
          onSend={suggest}
          onCancel={closeSuggestion}
        />
      )}
      {error && (
        <p className="review-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
