import { licenceOf } from '@rules/licence';

interface Props {
  identification: { catalogueConsent: boolean; licence: string | null; publishRefusal: string | null };
}

/**
 * The admin's view of an identification's consent: the licence its owner allows it under, or "No consent". The reason
 * Publish is not offered is the badge's title.
 */
export default function ConsentStatus({ identification: row }: Props) {
  const licence = row.catalogueConsent ? licenceOf(row.licence) : undefined;
  const reason = row.publishRefusal ?? undefined;
  return (
    <>
      {licence ? (
        <span className="badge badge-published" title={`The owner allows it in the public catalogue under ${licence.label}`}>
          {licence.label}
        </span>
      ) : (
        <span className="badge badge-unpublished" title={reason}>
          No consent
        </span>
      )}
    </>
  );
}
