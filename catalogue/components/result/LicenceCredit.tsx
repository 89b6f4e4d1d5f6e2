import { licenceOf } from '@rules/licence';

/**
 * The licence a published photo is offered under, linked to its deed, its name in the page's language as the title
 * (gallery-words.ts); nothing for a photo without one.
 */
export default function LicenceCredit({ licence, names }: { licence?: string | null; names: Record<string, string> }) {
  const known = licenceOf(licence);
  if (!known) return null;
  return (
    <a className="rd-licence" href={known.url} target="_blank" rel="license noopener noreferrer" title={names[known.id] ?? known.name}>
      {known.label}
    </a>
  );
}
