import { useId, useRef, useState } from 'react';
import { commonName } from '@rules/taxon';
import type { Language } from '@rules/languages';
import { errorMessage } from '../../lib/api';
import { fill } from '../../lib/fill';
import ScientificNameForm from '../../ui/ScientificNameForm';
import type { TripAnswer, TripSighting } from './trips';
import type { ReviewWords } from './trips-words';

/** A taxon as a card names it: its common name in the page's language, else English, else its scientific name. */
const nameOf = (names: Pick<TripAnswer, 'scientificName' | 'vernacularName' | 'commonNames'>, fallback: string, language: Language) =>
  commonName({ vernacularName: names.vernacularName, commonNames: names.commonNames }, names.scientificName ?? fallback, language);

interface Props {
  sighting: TripSighting & { answer: TripAnswer };
  words: ReviewWords;
  language: Language;
  busy: boolean;
  onAccept: () => void;
  /** Sends the diver's own name: null once saved, else the server's refusal in words. */
  onName: (scientificName: string) => Promise<string | null>;
}

/**
 * One identified sighting under review: its sharpest photo, its name (the diver's own once given, with the model's
 * beside it), why it is doubtful, Accept, and Fix the name with the WoRMS-checked field experts use.
 */
export default function ReviewCard({ sighting, words, language, busy, onAccept, onName }: Props) {
  const { answer } = sighting;
  const [fixing, setFixing] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const fixButton = useRef<HTMLButtonElement>(null);
  const ids = { title: useId(), error: useId() };
  const modelName = nameOf(answer, answer.speciesName, language);
  const name = answer.diverName ? nameOf(answer.diverName, modelName, language) : modelName;

  const open = () => {
    setFixing(true);
    setError(null);
    setTimeout(() => input.current?.focus());
  };
  const close = () => {
    setFixing(false);
    setError(null);
    setTimeout(() => fixButton.current?.focus());
  };
  const send = async (written: string) => {
    if (!written) {
      setError(words.enterName);
      input.current?.focus();
      return;
    }
    setSending(true);
    const refused = await onName(written).catch((failure: unknown) => errorMessage(failure, words.nameError));
    setSending(false);
    if (refused) {
      setError(refused);
      input.current?.focus();
    } else close();
  };

  return (
    <li className="review-card card" aria-labelledby={ids.title}>
      {answer.imageUrl && <img src={answer.imageUrl} alt="" loading="lazy" />}
      <h3 id={ids.title}>{name}</h3>
      {answer.diverName && <p className="hint">{fill(words.modelSaid, { name: modelName })}</p>}
      {answer.scientificName && !answer.diverName && <p className="hint"><i>{answer.scientificName}</i></p>}
      {answer.doubts.length > 0 ? (
        <ul className="review-doubts">
          {answer.doubts.map((doubt) => (
            <li key={doubt}>{words.doubts[doubt]}</li>
          ))}
        </ul>
      ) : (
        <p className="hint">{words.sure}</p>
      )}
      {answer.catalogueConsent && <p className="hint">{words.offered}</p>}
      <div className="review-card-actions">
        {answer.accepted ? (
          <span className="badge">{words.accepted}</span>
        ) : (
          <button type="button" className="btn" disabled={busy} aria-describedby={ids.title} onClick={onAccept}>
            {words.accept}
          </button>
        )}
        <button ref={fixButton} type="button" className="btn btn-outline" disabled={busy} aria-expanded={fixing} aria-describedby={ids.title} onClick={fixing ? close : open}>
          {words.fixName}
        </button>
      </div>
      {fixing && <ScientificNameForm words={words.nameField} busy={sending} errorId={error ? ids.error : undefined} inputRef={input} onSend={(written) => void send(written)} onCancel={close} />}
      {error && (
        <p className="review-error" id={ids.error} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
