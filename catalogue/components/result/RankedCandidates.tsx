import { confidenceWord } from '@rules/identification';
import TaxonThumb, { type TaxonPhotoLoader } from './TaxonThumb';
import { fill } from '@rules/words';
import type { ResultWords } from './result-words';
import type { ResultCandidate } from './types';

/**
 * Surest first, by the model's confidence, so the numbers read downwards. A candidate not recorded near the photo's
 * place keeps its place here and says so; the answer's own ranking counts it at half (rules/identification.ts).
 */
export const byConfidence = (candidates: ResultCandidate[]) => [...candidates].sort((a, b) => b.confidence - a.confidence);

/** "82%" ("82 %" in German), as the page's language writes a share. */
const percentText = (language: string, percent: number) => new Intl.NumberFormat(language, { style: 'percent' }).format(percent / 100);

/** The model's ranked candidates: an unsure model stops at genus or family, and says how sure it is. */
export default function RankedCandidates({ candidates, taxonPhoto, words }: { candidates: ResultCandidate[]; taxonPhoto?: TaxonPhotoLoader; words: ResultWords }) {
  if (candidates.length === 0) return null;
  const own = words.candidates;
  return (
    <section className="rd-candidates" aria-label={own.label}>
      <h3>{own.heading}</h3>
      <ol>
        {byConfidence(candidates).map((candidate) => {
          const percent = Math.round(candidate.confidence * 100);
          const shown = percentText(words.language, percent);
          const sure = words.sure[confidenceWord(candidate.confidence)].toLowerCase();
          return (
            <li key={`${candidate.rank}-${candidate.scientificName}-${candidate.name}`}>
              <div className="rd-candidate-line">
                <span className="rd-lookalike">
                  {taxonPhoto && typeof candidate.aphiaId === 'number' && <TaxonThumb aphiaId={candidate.aphiaId} name={candidate.name} load={taxonPhoto} words={words} />}
                  <span>
                    {candidate.name}
                    {candidate.scientificName && candidate.scientificName !== candidate.name && <em> ({candidate.scientificName})</em>}
                    <span className="rd-rank"> · {own.ranks?.[candidate.rank.toLowerCase()] ?? candidate.rank}</span>
                    {candidate.verification === 'unmatched' && <span className="rd-not-in-worms"> · {own.notInWorms}</span>}
                    {candidate.nearby === false && <span className="rd-not-nearby"> · {own.notNearby}</span>}
                    {candidate.atDepth === false && candidate.nearby !== false && <span className="rd-not-nearby"> · {own.notAtDepth}</span>}
                  </span>
                </span>
                <span className="rd-confidence">
                  <span className="rd-confidence-word">{sure}</span> {shown}
                </span>
              </div>
              <div className="rd-meter" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={fill(own.confidence, { percent: shown, word: sure })}>
                <span style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
