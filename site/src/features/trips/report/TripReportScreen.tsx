import { useEffect, useState } from 'react';
import { pathIn } from '@rules/languages';
import RequireUser from '../../account/RequireUser';
import ReportView from './ReportView';
import ShareReport from './ShareReport';
import { fetchTripReport, reportTripId, type TripReport } from './report';
import type { ReportWords } from './report-words';
import '../trips.css';

function Report({ tripId, words }: { tripId: number; words: ReportWords }) {
  const [report, setReport] = useState<TripReport | null | undefined>();
  useEffect(() => {
    fetchTripReport(tripId, words.language).then(setReport, () => setReport(null));
  }, [tripId, words.language]);
  if (report === undefined) return <div className="spinner" role="status" aria-label={words.loading} />;
  if (report === null) return <p className="error">{words.tripNotFound}</p>;
  return (
    <>
      <h1>
        {words.title}: {report.name}
      </h1>
      <ReportView report={report} words={words} />
      <ShareReport tripId={tripId} words={words.share} />
    </>
  );
}

/** /trips/{id}/report: the owner's report of their trip, and its unlisted link; the words are the page's. */
export default function TripReportScreen({ words }: { words: ReportWords }) {
  const [tripId, setTripId] = useState<number | null | undefined>();
  useEffect(() => setTripId(reportTripId(window.location.pathname)), []);
  return (
    <div className="trips">
      {tripId && <a href={pathIn(words.language, `/trips/${tripId}`)}>{words.back}</a>}
      <RequireUser loadingLabel={words.loading}>
        {() => (tripId === undefined ? null : tripId === null ? <p className="error">{words.tripNotFound}</p> : <Report tripId={tripId} words={words} />)}
      </RequireUser>
    </div>
  );
}
