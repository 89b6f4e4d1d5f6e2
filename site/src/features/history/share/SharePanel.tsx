import { useEffect, useState } from 'react';
import { toast } from '../../../ui/toasts';
import { shareLinks } from '@catalogue/components/share-links';
import './SharePanel.css';

interface Props {
  /** Absolute address to share; null when none can be made. */
  url: string | null;
  text: string;
  heading?: string;
}

export const COPIED_MS = 2000;

/** 'Share this identification': social networks, e-mail and a copy-link button with a 2-second copied state. */
export default function SharePanel({ url, text, heading = 'Share this identification' }: Props) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (!url) {
      toast({ title: 'Copy failed', description: 'Could not generate a shareable link.', variant: 'destructive' });
      return;
    }
    try {
      new URL(url);
    } catch {
      toast({ title: 'Copy failed', description: 'Could not generate a proper URL.', variant: 'destructive' });
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: 'Link copied!', description: 'The link has been copied to your clipboard.' });
    } catch {
      toast({ title: 'Copy failed', description: 'Could not copy the link to clipboard.', variant: 'destructive' });
    }
  };

  return (
    <section className="share card" aria-label={heading}>
      <h3>{heading}</h3>
      <div className="share-buttons">
        {url &&
          shareLinks(url, text).map((link) => (
            <a key={link.network} className="btn btn-outline" href={link.href} target="_blank" rel="noopener noreferrer">
              {link.network}
            </a>
          ))}
        <button type="button" className="btn" onClick={copy}>
          {copied ? 'Copied!' : 'Copy link'}
        </button>
      </div>
    </section>
  );
}
