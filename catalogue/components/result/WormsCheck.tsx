import type { Taxon, Verification } from '@rules/taxon';
import { around } from './around';
import type { ResultWords } from './result-words';

type CheckWords = ResultWords['check'];

interface CheckLabel {
  /** Its words (result-words.ts): a synonym is verified too. */
  text: keyof Pick<CheckWords, 'verified' | 'fuzzy' | 'unmatched' | 'unavailable'>;
  /** A glyph beside the text; the text alone says it all. */
  mark: string;
  tone: 'ok' | 'warn' | 'pending';
}

const LABELS: Record<Verification, CheckLabel> = {
  verified: { text: 'verified', mark: '✓', tone: 'ok' },
  synonym: { text: 'verified', mark: '✓', tone: 'ok' },
  fuzzy: { text: 'fuzzy', mark: '≈', tone: 'ok' },
  unmatched: { text: 'unmatched', mark: '?', tone: 'warn' },
  unavailable: { text: 'unavailable', mark: '…', tone: 'pending' },
};

/** The check of the name against WoRMS: a label (not a button), linking to the taxon's WoRMS page when there is one. */
export function VerificationBadge({ verification, taxon, words }: { verification: Verification; taxon: Taxon | null | undefined; words: CheckWords }) {
  const label = LABELS[verification];
  if (!label) return null;
  const text = words[label.text];
  const linked = taxon && (verification === 'verified' || verification === 'synonym' || verification === 'fuzzy');
  return (
    <span className={`rd-check rd-check-${label.tone}`} data-verification={verification}>
      <span className="rd-check-mark" aria-hidden="true">
        {label.mark}
      </span>
      {linked ? (
        <a href={taxon.url} target="_blank" rel="noopener">
          {text}
        </a>
      ) : (
        <span>{text}</span>
      )}
    </span>
  );
}

interface WormsCheckProps {
  verification: Verification | undefined;
  taxon: Taxon | null | undefined;
  scientificName: string | null | undefined;
  modelScientificName: string | null | undefined;
  words: CheckWords;
}

/** The badge, and what the model said when WoRMS gave another name: "formerly …" for a synonym, "the model said …" for a fuzzy match. */
export default function WormsCheck({ verification, taxon, scientificName, modelScientificName, words }: WormsCheckProps) {
  if (!verification) return null;
  const differs = !!modelScientificName && modelScientificName.trim() !== (scientificName ?? '').trim();
  const provenance = differs && verification === 'synonym' ? words.formerly : differs && verification === 'fuzzy' ? words.modelSaid : null;
  const [before, after] = around(provenance ?? '', 'name');
  return (
    <p className="rd-worms">
      <VerificationBadge verification={verification} taxon={taxon} words={words} />
      {provenance && (
        <span className="rd-provenance">
          {before}
          <i>{modelScientificName}</i>
          {after}
        </span>
      )}
    </p>
  );
}
