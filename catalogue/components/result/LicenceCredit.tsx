import { licenceOf } from '@rules/licence';

/** The licence a published photo is offered under, linked to its deed; nothing for a photo without one. */
export default function LicenceCredit({ licence }: { licence?: string | null }) {
  const known = licenceOf(licence);
  if (!known) return null;
  return (
    <a className="rd-licence" href={known.url} target="_blank" rel="license noopener noreferrer" title={known.name}>
      {known.label}
    </a>
  );
}
