import { dayAndTimeText } from '@rules/dates';
import { pathIn } from '@rules/languages';
import { counted, fill } from '../../lib/words';
import type { OutboxWords } from './outbox-words';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onOutboxChange, pendingIdentifications, sendQueued, type OutboxResult } from '../offline/outbox';
import { sendIdentification } from '../offline/send';
import CloseButton from '../../ui/CloseButton';
import { useUser } from '../account/useUser';
import './OutboxStatus.css';

/** What the island says, one line per sent or refused identification, until dismissed. */
interface Notice {
  key: number;
  result: Extract<OutboxResult, { kind: 'sent' | 'refused' }>;
}

export const waitingText = (words: OutboxWords, count: number) => counted(words.language, words.waiting, count);

/** Offline, what happens to them next, agreeing in number: "it goes" for one, "they go" for several. */
export const offlineWaitingText = (words: OutboxWords, count: number) => counted(words.language, words.offline, count);

/** "Your identification of <strong>Chromis viridis</strong> is ready.": the sentence around the name, in its order. */
function Ready({ words, species }: { words: OutboxWords; species: string }) {
  const [before = '', after = ''] = words.ready.split('{species}');
  return (
    <>
      {before}
      <strong>{species}</strong>
      {after}
    </>
  );
}

/**
 * Mounted on every app page (Layout.astro): sends the identifications waiting in the outbox on load, when the
 * connection returns, when the page is shown again and when the service worker's Background Sync asks; says how
 * many are waiting, and announces each one sent ("Your identification of … is ready") with a link to it. Only what
 * the page's account kept (a visitor's, on a visitor's page) is counted and sent: each goes as the one who made it.
 */
export default function OutboxStatus({ words }: { words: OutboxWords }) {
  const [waiting, setWaiting] = useState(0);
  const [online, setOnline] = useState(true);
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextKey = useRef(1);
  const user = useUser();
  // Whose identifications this page sends: the member's id, null for a visitor; undefined until known.
  const sender = user === undefined ? undefined : (user?.id ?? null);

  const count = useCallback(() => {
    if (sender === undefined) return;
    pendingIdentifications(sender).then(
      (pending) => setWaiting(pending.length),
      () => setWaiting(0), // no IndexedDB (a private mode): nothing can wait here
    );
  }, [sender]);

  const flush = useCallback(() => {
    if (navigator.onLine === false || sender === undefined) return;
    sendQueued(
      sendIdentification,
      (result) => {
        if (result.kind !== 'kept') setNotices((shown) => [...shown, { key: nextKey.current++, result }]);
      },
      sender,
    ).catch(() => {}); // no IndexedDB: nothing waits, nothing to send
  }, [sender]);

  useEffect(() => {
    setOnline(navigator.onLine !== false);
    count();
    flush();
    const stop = onOutboxChange(count);
    const wentOnline = () => {
      setOnline(true);
      flush();
    };
    const wentOffline = () => setOnline(false);
    const shown = () => document.visibilityState === 'visible' && flush();
    const asked = (event: MessageEvent) => event.data?.type === 'reefid:send-outbox' && flush();
    addEventListener('online', wentOnline);
    addEventListener('offline', wentOffline);
    document.addEventListener('visibilitychange', shown);
    navigator.serviceWorker?.addEventListener('message', asked);
    return () => {
      stop();
      removeEventListener('online', wentOnline);
      removeEventListener('offline', wentOffline);
      document.removeEventListener('visibilitychange', shown);
      navigator.serviceWorker?.removeEventListener('message', asked);
    };
  }, [count, flush]);

  const dismiss = (key: number) => setNotices((shown) => shown.filter((notice) => notice.key !== key));

  return (
    <div className="outbox" role="status" aria-live="polite">
      {waiting > 0 && (
        <p className="outbox-waiting" data-testid="outbox-waiting">
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M12 6v6l4 2" />
            <circle cx="12" cy="12" r="9" />
          </svg>
          {online ? waitingText(words, waiting) : offlineWaitingText(words, waiting)}
        </p>
      )}
      {notices.map(({ key, result }) => (
        <div key={key} className={`outbox-notice ${result.kind === 'refused' ? 'outbox-refused' : ''}`} data-testid="outbox-notice">
          {result.kind === 'sent' ? (
            <p>
              <Ready words={words} species={result.identification.speciesName} />{' '}
              <a href={pathIn(words.language, `/identifications/${result.identification.id}`)}>{words.see}</a>
            </p>
          ) : (
            <p>
              {fill(words.refused, { date: dayAndTimeText(result.queued.createdAt, { locale: words.language }), reason: result.message })}
            </p>
          )}
          <CloseButton className="outbox-close" label={words.dismiss} size={14} onClick={() => dismiss(key)} />
        </div>
      ))}
    </div>
  );
}
