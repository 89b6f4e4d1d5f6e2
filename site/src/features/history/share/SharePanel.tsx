import { useEffect, useState } from 'react';
import { toast } from '../../../ui/toasts';
import { shareLinks } from '@catalogue/components/share-links';
import type { HistoryWords } from '../history-words';
import './SharePanel.css';

interface Props {
  /** Absolute address to share; null when none can be made. */
  url: string | null;
  text: string;
  heading?: string;
  /** Its words in the page's language (history-words.ts). */
  words: HistoryWords['detail']['share'];
}

export const COPIED_MS = 2000;

/** 'Share this identification': social networks, e-mail and a copy-link button with a 2-second copied state. */
export default function SharePanel({ url, text, words, heading = words.heading }: Props) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (!url) {
      toast({ title: words.copyFailed, description: words.noLink, variant: 'destructive' });
      return;
    }
    try {
      new URL(url);
    } catch {
      toast({ title: words.copyFailed, description: words.badUrl, variant: 'destructive' });
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast(words.copied);
    } catch {
      toast({ title: words.copyFailed, description: words.clipboardFailed, variant: 'destructive' });
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
          {copied ? words.copiedButton : words.copy}
        </button>
      </div>
    </section>
  );
}
