import { confidenceWord } from '@rules/identification';
import { byConfidence } from './RankedCandidates';
import type { ResultCandidate } from './types';

const CAPITAL: Record<ReturnType<typeof confidenceWord>, string> = { likely: 'Likely', possible: 'Possible', unlikely: 'Unlikely' };

/** How sure the model is of its best candidate, in a word and a number, on the result's first screen. */
export default function Sureness({ candidates }: { candidates: ResultCandidate[] }) {
  const best = byConfidence(candidates)[0];
  if (!best) return null;
  const percent = Math.round(best.confidence * 100);
  return (
    <p className="rd-sureness">
      <strong>{CAPITAL[confidenceWord(best.confidence)]}</strong> · the model is {percent}% sure of {best.name}
    </p>
  );
}
