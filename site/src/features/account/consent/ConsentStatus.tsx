import { licenceOf } from '@rules/licence';
import { fill } from '../../../lib/fill';

/** Its two sentences in the page's language: the licence's title (with `{licence}`) and the refusal's badge. */
interface ConsentStatusWords {
  consentLicence: string;
  noConsent: string;
}

interface Props {
  identification: { catalogueConsent: boolean; licence: string | null };
  /** Why Publish is not offered, in the page's language. */
  reason: string | undefined;
  words: ConsentStatusWords;
}

/**
 * The admin's view of an identification's consent: the licence its owner allows it under, or "No consent". The reason
 * Publish is not offered is the badge's title.
 */
export default function ConsentStatus({ identification: row, reason, words }: Props) {
  const licence = row.catalogueConsent ? licenceOf(row.licence) : undefined;
  return (
    <>
      {licence ? (
        <span className="badge badge-published" title={fill(words.consentLicence, { licence: licence.label })}>
          {licence.label}
        </span>
      ) : (
        <span className="badge badge-unpublished" title={reason}>
          {words.noConsent}
        </span>
      )}
    </>
  );
}
