import type { Taxon, Verification } from '@rules/taxon';

interface CheckLabel {
  text: string;
  /** A glyph beside the text; the text alone says it all. */
  mark: string;
  tone: 'ok' | 'warn' | 'pending';
}

const LABELS: Record<Verification, CheckLabel> = {
  verified: { text: 'Verified in WoRMS', mark: '✓', tone: 'ok' },
  synonym: { text: 'Verified in WoRMS', mark: '✓', tone: 'ok' },
  fuzzy: { text: 'Matched in WoRMS', mark: '≈', tone: 'ok' },
  unmatched: { text: 'Name not found in WoRMS', mark: '?', tone: 'warn' },
  unavailable: { text: 'Not yet checked', mark: '…', tone: 'pending' },
};

/** The check of the name against WoRMS: a label (not a button), linking to the taxon's WoRMS page when there is one. */
export function VerificationBadge({ verification, taxon }: { verification: Verification; taxon: Taxon | null | undefined }) {
  const label = LABELS[verification];
  if (!label) return null;
  const linked = taxon && (verification === 'verified' || verification === 'synonym' || verification === 'fuzzy');
  return (
    <span className={`rd-check rd-check-${label.tone}`} data-verification={verification}>
      <span className="rd-check-mark" aria-hidden="true">
        {label.mark}
      </span>
      {linked ? (
        <a href={taxon.url} target="_blank" rel="noopener">
          {label.text}
        </a>
      ) : (
        <span>{label.text}</span>
      )}
    </span>
  );
}

interface WormsCheckProps {
  verification: Verification | undefined;
  taxon: Taxon | null | undefined;
  scientificName: string | null | undefined;
  modelScientificName: string | null | undefined;
}

/** The badge, and what the model said when WoRMS gave another name: "formerly …" for a synonym, "the model said …" for a fuzzy match. */
export default function WormsCheck({ verification, taxon, scientificName, modelScientificName }: WormsCheckProps) {
  if (!verification) return null;
  const differs = !!modelScientificName && modelScientificName.trim() !== (scientificName ?? '').trim();
  const provenance =
    differs && verification === 'synonym' ? 'formerly' : differs && verification === 'fuzzy' ? 'the model said' : null;
  return (
    <p className="rd-worms">
      <VerificationBadge verification={verification} taxon={taxon} />
      {provenance && (
        <span className="rd-provenance">
          {provenance} <i>{modelScientificName}</i>
        </span>
      )}
    </p>
  );
}
