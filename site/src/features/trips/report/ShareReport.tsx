import { useEffect, useState } from 'react';
import { currentReportLink, shareReport, stopSharingReport } from './report';
import type { ShareWords } from './report-words';

/** The owner's unlisted link to the trip's report: made on the first share, shown to copy, stopped at will. */
export default function ShareReport({ tripId, words }: { tripId: number; words: ShareWords }) {
  const [url, setUrl] = useState<string | null | undefined>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  useEffect(() => {
    currentReportLink(tripId).then((link) => setUrl(link.url), () => setUrl(null));
  }, [tripId]);

  const change = async (call: () => Promise<string | null>) => {
    setBusy(true);
    setNotice('');
    try {
      setUrl(await call());
    } catch {
      setNotice(words.error);
    } finally {
      setBusy(false);
    }
  };

  if (url === undefined) return null;
  return (
    <section className="report-share" aria-labelledby="report-share">
      <h2 id="report-share">{words.title}</h2>
      <p>{words.hint}</p>
      {url ? (
        <>
          <label>
            {words.link}
            <input type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <button type="button" className="btn" disabled={busy} onClick={() => void change(async () => (await stopSharingReport(tripId), null))}>
            {words.stop}
          </button>
        </>
      ) : (
        <button type="button" className="btn" disabled={busy} onClick={() => void change(async () => (await shareReport(tripId)).url)}>
          {words.share}
        </button>
      )}
      <p role="status" aria-live="polite">
        {notice}
      </p>
    </section>
  );
}
