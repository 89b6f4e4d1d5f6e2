import { afterEach, expect, test } from 'bun:test';
import { cleanup, render, screen, within } from '@testing-library/react';
import { adminTestApp as startApp } from '../../../../api/test-support/admin-fixtures';
import { insertVerified, type Step } from '../../../../api/test-support/verified-fixtures';
import { serveApiFrom, withBunWeb } from '../../../test/in-process-api';
import AccuracyTab from './AccuracyTab';
import { adminWords } from './admin-words';

const EN = adminWords('en');

let restoreFetch = () => {};
afterEach(() => {
  cleanup();
  restoreFetch();
});

const step = (aphiaId: number, rank: string, name: string): Step => ({ aphiaId, rank, name });
const AMPHIPRION = [step(1, 'Kingdom', 'Animalia'), step(3, 'Class', 'Actinopteri'), step(5, 'Family', 'Pomacentridae'), step(6, 'Genus', 'Amphiprion')];
const OCELLARIS = [...AMPHIPRION, step(7, 'Species', 'Amphiprion ocellaris')];
const PERCULA = [...AMPHIPRION, step(8, 'Species', 'Amphiprion percula')];
const HOUR = 3_600_000;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

test('shows the agreement per rank, class and month, the early stops, the calibration with its chart, and the time to verify', async () => {
  const app = await withBunWeb(startApp);
  const verified = (day: string, hours: number) => ({ verifiedAt: new Date(`2026-${day}T12:00:00Z`), requestedAt: new Date(Date.parse(`2026-${day}T12:00:00Z`) - hours * HOUR) });
  await insertVerified(app, { machine: OCELLARIS, community: OCELLARIS, confidence: 0.95, ...verified('02-10', 10) }); // right
  await insertVerified(app, { machine: AMPHIPRION, community: PERCULA, confidence: 0.55, best: PERCULA, ...verified('02-11', 2) }); // stopped at the genus
  await insertVerified(app, { machine: PERCULA, community: OCELLARIS, confidence: 0.85, ...verified('01-05', 6) }); // the wrong species
  restoreFetch = serveApiFrom(app.admin);
  render(<AccuracyTab words={EN} onChanged={() => {}} />);

  // 2, 6 and 10 hours: the median is 6.
  expect(await screen.findByText('6 hours')).toBeTruthy();
  expect(cells(screen.getByTestId('agreement-all'))).toEqual(['33% (1 of 3)', '100% (3 of 3)', '100% (3 of 3)']);
  expect(screen.getByRole('rowheader', { name: 'Actinopteri' })).toBeTruthy();
  expect(cells(screen.getByTestId('agreement-2026-02'))[1]).toBe('50% (1 of 2)');
  expect(cells(screen.getByTestId('agreement-2026-01'))[1]).toBe('0% (0 of 1)');

  const stops = screen.getByRole('table', { name: 'Answers that stopped above species where the experts named a species' });
  expect(cells(within(stops).getByRole('row', { name: /Stopped above species/ }))).toEqual(['33% (1 of 3)']);
  expect(cells(within(stops).getByRole('row', { name: /Right at the rank/ }))).toEqual(['100% (1 of 1)']);

  // |1 − 0.55| + |0 − 0.85| + |1 − 0.95|, over 3: 0.45, shown in percentage points.
  expect(screen.getByText('45 points')).toBeTruthy();
  expect(cells(screen.getByTestId('bucket-0.8'))).toEqual(['1', '85%', '0%']);
  const chart = screen.getByRole('img', { name: /Reliability chart/ });
  expect(within(chart).getAllByTestId('reliability-bar')).toHaveLength(3);
  expect(chart.querySelector('desc')!.textContent).toContain('Confidence 50% to 60%: 100% right of 1; confidence 80% to 90%: 0% right of 1');

  // Every table can be reached from the keyboard, named by its caption, to scroll it on a narrow screen.
  const tables = screen.getAllByRole('table');
  expect(tables).toHaveLength(4);
  for (const table of tables) {
    const caption = table.querySelector('caption')!.textContent!;
    expect(screen.getByRole('region', { name: caption }).getAttribute('tabindex')).toBe('0');
  }
});

test('before any sighting is verified it says so', async () => {
  const app = await withBunWeb(startApp);
  restoreFetch = serveApiFrom(app.admin);
  render(<AccuracyTab words={EN} onChanged={() => {}} />);
  expect(await screen.findByText(/No verified sightings yet/)).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});
