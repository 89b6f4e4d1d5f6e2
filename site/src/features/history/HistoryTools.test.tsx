import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import HistoryTools from './HistoryTools';
import { ALL_HISTORY } from './history-tools';
import { historyToolsWords } from './history-tools-words';

const words = historyToolsWords('en');

afterEach(cleanup);

test('the tools fold behind one Filter button, a disclosure that says whether it is open and what it opens', () => {
  render(<HistoryTools items={[]} shown={[]} query={ALL_HISTORY} onChange={() => {}} exportRows={async () => []} complete words={words} />);
  const filter = screen.getByRole('button', { name: 'Filter' });
  const tools = document.getElementById(filter.getAttribute('aria-controls')!)!;
  expect(tools.contains(screen.getByLabelText('Search'))).toBe(true);
  expect(filter.getAttribute('aria-expanded')).toBe('false');
  expect(tools.classList.contains('history-tools-open')).toBe(false);
  fireEvent.click(filter);
  expect(filter.getAttribute('aria-expanded')).toBe('true');
  expect(tools.classList.contains('history-tools-open')).toBe(true);
  fireEvent.click(filter);
  expect(filter.getAttribute('aria-expanded')).toBe('false');
});

test('the status filter offers all statuses, then each status the history holds, and reports the one chosen', () => {
  const items = ['Least Concern', 'Endangered', 'Least Concern'].map((conservationStatus, id) => ({ id, conservationStatus })) as Parameters<typeof HistoryTools>[0]['items'];
  const changes: string[] = [];
  render(<HistoryTools items={items} shown={items} query={ALL_HISTORY} onChange={(query) => changes.push(query.status)} exportRows={async () => []} complete words={words} />);
  const status = screen.getByLabelText('Conservation status') as HTMLSelectElement;
  expect([...status.options].map((option) => [option.value, option.textContent])).toEqual([
    ['all', 'All statuses'],
    ['Endangered', 'Endangered'],
    ['Least Concern', 'Least Concern'],
  ]);
  expect(status.value).toBe('all');
  fireEvent.change(status, { target: { value: 'Endangered' } });
  expect(changes).toEqual(['Endangered']);
});
