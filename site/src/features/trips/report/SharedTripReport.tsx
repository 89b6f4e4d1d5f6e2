import { useEffect, useState } from 'react';
import ReportView from './ReportView';
import { fetchSharedReport, sharedReportToken, type TripReport } from './report';
import type { ReportWords } from './report-words';
import '../trips.css';

/** /shared/trips/{token}: a trip's report, to anyone with its unlisted link; a revoked link finds nothing. */
export default function SharedTripReport({ words }: { words: ReportWords }) {
  const [report, setReport] = useState<TripReport | null | undefined>();
  useEffect(() => {
    const token = sharedReportToken(window.location.pathname);
    if (!token) return setReport(null);
    fetchSharedReport(token, words.language).then(setReport, () => setReport(null));
  }, [words.language]);
  if (report === undefined) return <div className="spinner" role="status" aria-label={words.loading} />;
  if (report === null) return <p className="error">{words.notFound}</p>;
  return (
    <div className="trips">
      <h1>
        {words.title}: {report.name}
      </h1>
      <p>{words.sharedIntro}</p>
      <ReportView report={report} words={words} />
    </div>
  );
}
