import { useId, type ReactNode } from 'react';
import type { Accuracy } from '../../lib/types';
import { Loading } from '../account/RequireUser';
import AdminSection from './AdminSection';
import { adminApi } from './calls';
import ReliabilityChart from './ReliabilityChart';
import { useAdminList } from './useAdminList';
import './AccuracyTab.css';

type Share = Accuracy['overall']['agreement']['species'];
type Agreement = Accuracy['overall']['agreement'];

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const one = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** "43% (3 of 7)": the share and the sightings behind it; "No sightings" when there are none. */
export const shareText = (share: Pick<Share, 'sightings' | 'right' | 'rate'>) =>
  share.rate === null ? 'No sightings' : `${percent(share.rate)} (${share.right} of ${share.sightings})`;

/** Hours up to two days, then days. */
export function durationText(hours: number): string {
  if (hours < 48) return `${one.format(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
  return `${one.format(hours / 24)} days`;
}

/** A table of figures with its caption; it scrolls sideways on its own, reachable from the keyboard to do so. */
function FigureTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  const captionId = useId();
  return (
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="admin-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function AgreementCells({ agreement }: { agreement: Agreement }) {
  return (
    <>
      <td data-label="Species">{shareText(agreement.species)}</td>
      <td data-label="Genus">{shareText(agreement.genus)}</td>
      <td data-label="Family">{shareText(agreement.family)}</td>
    </>
  );
}

const className = (name: string | null) => name ?? 'Class not known';

function Agreements({ figures }: { figures: Accuracy }) {
  return (
    <>
      <FigureTable caption="Top-1 agreement with the experts, all months" columns={['Class', 'Species', 'Genus', 'Family']}>
        <tr data-testid="agreement-all">
          <th scope="row" data-label="Class">All classes</th>
          <AgreementCells agreement={figures.overall.agreement} />
        </tr>
        {figures.overall.classes.map((group) => (
          <tr key={className(group.className)}>
            <th scope="row" data-label="Class">{className(group.className)}</th>
            <AgreementCells agreement={group.agreement} />
          </tr>
        ))}
      </FigureTable>
      <FigureTable caption="Top-1 agreement by month of verification (UTC)" columns={['Month', 'Class', 'Species', 'Genus', 'Family']}>
        {figures.months.flatMap((month) => [
          <tr key={month.month} data-testid={`agreement-${month.month}`}>
            <th scope="row" data-label="Month">{month.month}</th>
            <td data-label="Class">All classes</td>
            <AgreementCells agreement={month.agreement} />
          </tr>,
          ...month.classes.map((group) => (
            <tr key={`${month.month} ${className(group.className)}`}>
              <th scope="row" data-label="Month">{month.month}</th>
              <td data-label="Class">{className(group.className)}</td>
              <AgreementCells agreement={group.agreement} />
            </tr>
          )),
        ])}
      </FigureTable>
    </>
  );
}

function StoppedEarly({ stopped }: { stopped: Accuracy['stoppedEarly'] }) {
  const row = (label: string, value: string) => (
    <tr key={label}>
      <th scope="row" data-label="Figure">{label}</th>
      <td data-label="Value">{value}</td>
    </tr>
  );
  return (
    <FigureTable caption="Answers that stopped above species where the experts named a species" columns={['Figure', 'Value']}>
      {row('Stopped above species', shareText({ sightings: stopped.sightings, right: stopped.stopped, rate: stopped.rate }))}
      {row('At a genus', String(stopped.byRank.genus))}
      {row('At a family', String(stopped.byRank.family))}
      {row('Higher', String(stopped.byRank.higher))}
      {row('Right at the rank it stopped at', shareText({ sightings: stopped.stopped, right: stopped.contained, rate: stopped.accuracy }))}
    </FigureTable>
  );
}

function Calibration({ calibration }: { calibration: Accuracy['calibration'] }) {
  const ece = calibration.expectedCalibrationError;
  return (
    <div>
      <h3>Calibration</h3>
      <p className="figure-line">
        Expected calibration error: <strong>{ece === null ? 'no sightings' : one.format(ece * 100) + ' points'}</strong>, over {calibration.sightings} sightings
        the experts named to species (the best candidate's confidence against it being their species).
      </p>
      <div className="calibration">
        <FigureTable caption="Accuracy at species per confidence bucket" columns={['Confidence', 'Sightings', 'Mean confidence', 'Accuracy']}>
          {calibration.buckets.map((bucket) => (
            <tr key={bucket.from} data-testid={`bucket-${bucket.from}`}>
              <th scope="row" data-label="Confidence">{`${percent(bucket.from)}–${percent(bucket.to)}`}</th>
              <td data-label="Sightings">{bucket.sightings}</td>
              <td data-label="Mean confidence">{bucket.meanConfidence === null ? '—' : percent(bucket.meanConfidence)}</td>
              <td data-label="Accuracy">{bucket.accuracy === null ? '—' : percent(bucket.accuracy)}</td>
            </tr>
          ))}
        </FigureTable>
        <ReliabilityChart buckets={calibration.buckets} />
      </div>
    </div>
  );
}

function Figures({ figures }: { figures: Accuracy }) {
  const { medianHours, sightings } = figures.timeToVerification;
  return (
    <div className="accuracy">
      <p className="figure-line">
        Measured on <strong>{figures.sightings}</strong> verified sightings. Median time from review request to verification:{' '}
        <strong>{medianHours === null ? 'not known' : durationText(medianHours)}</strong>
        {medianHours === null ? '.' : ` (over ${sightings} sightings).`}
      </p>
      <Agreements figures={figures} />
      <StoppedEarly stopped={figures.stoppedEarly} />
      <Calibration calibration={figures.calibration} />
    </div>
  );
}

/** The model's answers measured against the taxa experts verified (GET /api/admin/accuracy). */
export default function AccuracyTab(_props: { onChanged: () => void }) {
  const { data, loading, error } = useAdminList(adminApi.accuracy);
  return (
    <AdminSection
      title="Accuracy"
      description="How often the model's answer agrees with the taxon experts verified: at species, genus and family, per class and month; its stops above species; and how far its confidence can be trusted"
      what="the accuracy figures"
      error={error}
    >
      {loading ? <Loading /> : data && (data.sightings === 0 ? <p className="empty">No verified sightings yet: the figures appear once experts verify sightings.</p> : <Figures figures={data} />)}
    </AdminSection>
  );
}
