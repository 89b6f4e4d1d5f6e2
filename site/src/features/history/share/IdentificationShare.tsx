import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import type { Identification } from '../identifications';
import { toast } from '../../../ui/toasts';
import SharePanel from './SharePanel';
import { createShareLink, readShareLink, revokeShareLink } from './share-api';
import type { HistoryWords } from '../history-words';
import './IdentificationShare.css';

interface Props {
  identification: Identification;
  /** Only the owner may make or revoke an unlisted link. */
  isOwner: boolean;
  words: ShareWords;
}

/** The public species page of a published identification, by slug, else the id as text. */
function speciesPageUrl(identification: Identification): string | null {
  const key = identification.slug || (identification.id ? String(identification.id) : '');
  return key ? `${window.location.origin}/species/${encodeURIComponent(key)}` : null;
}

type ShareWords = HistoryWords['detail']['share'];

const shareText = (identification: Identification, words: ShareWords) => words.text.replace('{species}', identification.speciesName);

/**
 * The detail page's sharing: a published identification shares its species page; one that is not in the
 * catalogue shares an unlisted link, made when the owner first asks for it and revocable at any time.
 */
export default function IdentificationShare({ identification, isOwner, words }: Props) {
  if (identification.isPublished) return <SharePanel url={speciesPageUrl(identification)} text={shareText(identification, words)} words={words} />;
  return isOwner ? <UnlistedShare identification={identification} words={words} /> : null;
}

type Link = { state: 'loading' } | { state: 'failed' } | { state: 'known'; url: string | null };

function UnlistedShare({ identification, words }: { identification: Identification; words: ShareWords }) {
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
      toast({ title: failure, description: errorMessage(error, words.tryAgain), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const create = () =>
    run(async () => setLink({ state: 'known', url: await createShareLink(identification.id) }), words.createFailed);
  const revoke = () =>
    run(async () => {
      await revokeShareLink(identification.id);
      setLink({ state: 'known', url: null });
      toast(words.revoked);
    }, words.revokeFailed);

  if (link.state === 'known' && link.url) {
    return (
      <>
        <SharePanel url={link.url} text={shareText(identification, words)} words={words} />
        <section className="card unlisted-share" aria-label={words.linkLabel}>
          <p>{words.unlistedNote}</p>
          <p className="unlisted-url">
            <a href={link.url} target="_blank" rel="noopener">{link.url}</a>
          </p>
          <button type="button" className="btn btn-danger" onClick={revoke} disabled={busy}>
            {busy ? words.revoking : words.revoke}
          </button>
        </section>
      </>
    );
  }
  return (
    <section className="share card unlisted-share" aria-label={words.heading}>
      <h3>{words.heading}</h3>
      <p>{words.privateNote}</p>
      {link.state === 'failed' && <p className="error">{words.unavailable}</p>}
      <button type="button" className="btn" onClick={create} disabled={busy || link.state !== 'known'}>
        {busy ? words.creating : words.create}
      </button>
    </section>
  );
}
