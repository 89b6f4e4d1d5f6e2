import { useId, type ReactNode } from 'react';
import type { Accuracy } from '../../lib/types';
import { Loading } from '../account/RequireUser';
import AdminSection from './AdminSection';
import { adminApi } from './calls';
import ReliabilityChart from './ReliabilityChart';
import { useAdminList } from './useAdminList';
import './AccuracyTab.css';
import { fill } from '../../lib/fill';
import type { AdminWords } from './admin-words';
import { fillNodes } from './fill-nodes';
import { countText, percentText } from './figures';

type Share = Accuracy['overall']['agreement']['species'];
type Agreement = Accuracy['overall']['agreement'];

const one = (language: string, value: number) => countText(language, value, { maximumFractionDigits: 1 });

/** "43% (3 of 7)": the share and the sightings behind it; "No sightings" when there are none. */
export const shareText = (share: Pick<Share, 'sightings' | 'right' | 'rate'>, words: AdminWords) =>
  share.rate === null
    ? words.noSightings
    : fill(words.share, { percent: percentText(words.language, share.rate), right: countText(words.language, share.right), sightings: countText(words.language, share.sightings) });

/** Hours up to two days, then days. */
export function durationText(hours: number, words: AdminWords): string {
  if (hours < 48) return fill(hours === 1 ? words.hour : words.hours, { count: one(words.language, hours) });
  return fill(words.days, { count: one(words.language, hours / 24) });
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

function AgreementCells({ agreement, words }: { agreement: Agreement; words: AdminWords }) {
  return (
    <>
      <td data-label={words.colSpecies}>{shareText(agreement.species, words)}</td>
      <td data-label={words.colGenus}>{shareText(agreement.genus, words)}</td>
      <td data-label={words.colFamily}>{shareText(agreement.family, words)}</td>
    </>
  );
}

const className = (name: string | null, words: AdminWords) => name ?? words.classUnknown;

function Agreements({ figures, words }: { figures: Accuracy; words: AdminWords }) {
  const w = words;
  return (
    <>
      <FigureTable caption={w.agreementAll} columns={[w.colClass, w.colSpecies, w.colGenus, w.colFamily]}>
        <tr data-testid="agreement-all">
          <th scope="row" data-label={w.colClass}>{w.allClasses}</th>
          <AgreementCells agreement={figures.overall.agreement} words={w} />
        </tr>
        {figures.overall.classes.map((group) => (
          <tr key={className(group.className, w)}>
            <th scope="row" data-label={w.colClass}>{className(group.className, w)}</th>
            <AgreementCells agreement={group.agreement} words={w} />
          </tr>
        ))}
      </FigureTable>
      <FigureTable caption={w.agreementMonths} columns={[w.colMonth, w.colClass, w.colSpecies, w.colGenus, w.colFamily]}>
        {figures.months.flatMap((month) => [
          <tr key={month.month} data-testid={`agreement-${month.month}`}>
            <th scope="row" data-label={w.colMonth}>{month.month}</th>
            <td data-label={w.colClass}>{w.allClasses}</td>
            <AgreementCells agreement={month.agreement} words={w} />
          </tr>,
          ...month.classes.map((group) => (
            <tr key={`${month.month} ${className(group.className, w)}`}>
              <th scope="row" data-label={w.colMonth}>{month.month}</th>
              <td data-label={w.colClass}>{className(group.className, w)}</td>
              <AgreementCells agreement={group.agreement} words={w} />
            </tr>
          )),
        ])}
      </FigureTable>
    </>
  );
}

function StoppedEarly({ stopped, words }: { stopped: Accuracy['stoppedEarly']; words: AdminWords }) {
  const count = (value: number) => countText(words.language, value);
  const row = (label: string, value: string) => (
    <tr key={label}>
      <th scope="row" data-label={words.colFigure}>{label}</th>
      <td data-label={words.colValue}>{value}</td>
    </tr>
  );
  return (
    <FigureTable caption={words.stoppedCaption} columns={[words.colFigure, words.colValue]}>
      {row(words.stoppedAbove, shareText({ sightings: stopped.sightings, right: stopped.stopped, rate: stopped.rate }, words))}
      {row(words.atGenus, count(stopped.byRank.genus))}
      {row(words.atFamily, count(stopped.byRank.family))}
      {row(words.higher, count(stopped.byRank.higher))}
      {row(words.rightAtRank, shareText({ sightings: stopped.stopped, right: stopped.contained, rate: stopped.accuracy }, words))}
    </FigureTable>
  );
}

function Calibration({ calibration, words }: { calibration: Accuracy['calibration']; words: AdminWords }) {
  const ece = calibration.expectedCalibrationError;
  const percent = (rate: number) => percentText(words.language, rate);
  const error = ece === null ? words.eceNone : fill(words.points, { count: one(words.language, ece * 100) });
  return (
    <div>
      <h3>{words.calibration}</h3>
      <p className="figure-line">{fillNodes(words.ece, { error: <strong>{error}</strong>, sightings: countText(words.language, calibration.sightings) })}</p>
      <div className="calibration">
        <FigureTable caption={words.calibrationCaption} columns={[words.colConfidence, words.colSightings, words.colMeanConfidence, words.colAccuracy]}>
          {calibration.buckets.map((bucket) => (
            <tr key={bucket.from} data-testid={`bucket-${bucket.from}`}>
              <th scope="row" data-label={words.colConfidence}>{`${percent(bucket.from)}–${percent(bucket.to)}`}</th>
              <td data-label={words.colSightings}>{countText(words.language, bucket.sightings)}</td>
              <td data-label={words.colMeanConfidence}>{bucket.meanConfidence === null ? '—' : percent(bucket.meanConfidence)}</td>
              <td data-label={words.colAccuracy}>{bucket.accuracy === null ? '—' : percent(bucket.accuracy)}</td>
            </tr>
          ))}
        </FigureTable>
        <ReliabilityChart buckets={calibration.buckets} words={words} />
      </div>
    </div>
  );
}

function Figures({ figures, words }: { figures: Accuracy; words: AdminWords }) {
  const { medianHours, sightings } = figures.timeToVerification;
  return (
    <div className="accuracy">
      <p className="figure-line">
        {fillNodes(words.measured, {
          count: <strong>{countText(words.language, figures.sightings)}</strong>,
          median: <strong>{medianHours === null ? words.notKnown : durationText(medianHours, words)}</strong>,
          over: medianHours === null ? words.fullStop : fill(words.overSightings, { count: countText(words.language, sightings) }),
        })}
      </p>
      <Agreements figures={figures} words={words} />
      <StoppedEarly stopped={figures.stoppedEarly} words={words} />
      <Calibration calibration={figures.calibration} words={words} />
    </div>
  );
}

/** The model's answers measured against the taxa experts verified (GET /api/admin/accuracy). */
export default function AccuracyTab({ words }: { onChanged: () => void; words: AdminWords }) {
  const { data, loading, error } = useAdminList(adminApi.accuracy);
  return (
    <AdminSection title={words.accuracyTitle} description={words.accuracyDescription} what={words.accuracyWhat} words={words} error={error}>
      {loading ? (
        <Loading label={words.loading} />
      ) : (
        data && (data.sightings === 0 ? <p className="empty">{words.accuracyEmpty}</p> : <Figures figures={data} words={words} />)
      )}
    </AdminSection>
  );
}
