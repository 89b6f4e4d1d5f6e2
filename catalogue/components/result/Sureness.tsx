import { confidenceWord } from '@rules/identification';
import { byConfidence } from './RankedCandidates';
import type { ResultWords } from './result-words';
import type { ResultCandidate } from './types';

/** How sure the model is of its best candidate, in a word and a number, on the result's first screen. */
export default function Sureness({ candidates, words }: { candidates: ResultCandidate[]; words: ResultWords }) {
  const best = byConfidence(candidates)[0];
  if (!best) return null;
  const percent = Math.round(best.confidence * 100);
  return (
    <p className="rd-sureness">
      <strong>{words.sure[confidenceWord(best.confidence)]}</strong> {words.sureness.replace('{percent}', String(percent)).replace('{name}', best.name)}
    </p>
  );
}
