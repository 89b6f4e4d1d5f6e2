import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import type { Identification } from '../identifications';
import { toast } from '../../../ui/toasts';
import SharePanel from './SharePanel';
import { createShareLink, readShareLink, revokeShareLink } from './share-api';
import './IdentificationShare.css';

interface Props {
  identification: Identification;
  /** Only the owner may make or revoke an unlisted link. */
  isOwner: boolean;
}

/** The public species page of a published identification, by slug, else the id as text. */
function speciesPageUrl(identification: Identification): string | null {
  const key = identification.slug || (identification.id ? String(identification.id) : '');
  return key ? `${window.location.origin}/species/${encodeURIComponent(key)}` : null;
}

const shareText = (identification: Identification) => `${identification.speciesName} identified with ReefID`;

/**
 * The detail page's sharing: a published identification shares its species page; one that is not in the
 * catalogue shares an unlisted link, made when the owner first asks for it and revocable at any time.
 */
export default function IdentificationShare({ identification, isOwner }: Props) {
  if (identification.isPublished) return <SharePanel url={speciesPageUrl(identification)} text={shareText(identification)} />;
  return isOwner ? <UnlistedShare identification={identification} /> : null;
}

type Link = { state: 'loading' } | { state: 'failed' } | { state: 'known'; url: string | null };

function UnlistedShare({ identification }: { identification: Identification }) {
  const [link, setLink] = useState<Link>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    readShareLink(identification.id).then(
      (url) => setLink({ state: 'known', url }),
      () => setLink({ state: 'failed' }),
    );
  }, [identification.id]);

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast({ title: failure, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const create = () =>
    run(async () => setLink({ state: 'known', url: await createShareLink(identification.id) }), 'Could not create the link');
  const revoke = () =>
    run(async () => {
      await revokeShareLink(identification.id);
      setLink({ state: 'known', url: null });
      toast({ title: 'Link revoked', description: 'The shared link no longer works.' });
    }, 'Could not revoke the link');

  if (link.state === 'known' && link.url) {
    return (
      <>
        <SharePanel url={link.url} text={shareText(identification)} />
        <section className="card unlisted-share" aria-label="Shared link">
          <p>
            Anyone with this link can see this identification and its photo. It is not listed in the catalogue or in
            search engines.
          </p>
          <p className="unlisted-url">
            <a href={link.url} target="_blank" rel="noopener">{link.url}</a>
          </p>
          <button type="button" className="btn btn-danger" onClick={revoke} disabled={busy}>
            {busy ? 'Revoking...' : 'Revoke link'}
          </button>
        </section>
      </>
    );
  }
  return (
    <section className="share card unlisted-share" aria-label="Share this identification">
      <h3>Share this identification</h3>
      <p>
        This identification is not in the public catalogue. Create a private link to share it: anyone with the link
        can see the result and the photo, and you can revoke it at any time.
      </p>
      {link.state === 'failed' && <p className="error">Sharing is not available right now.</p>}
      <button type="button" className="btn" onClick={create} disabled={busy || link.state !== 'known'}>
        {busy ? 'Creating...' : 'Create share link'}
      </button>
    </section>
  );
}
