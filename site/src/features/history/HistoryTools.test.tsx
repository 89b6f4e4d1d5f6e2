import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import HistoryTools from './HistoryTools';
import { ALL_HISTORY } from './history-tools';

afterEach(cleanup);

test('the tools fold behind one Filter button, a disclosure that says whether it is open and what it opens', () => {
  render(<HistoryTools items={[]} shown={[]} query={ALL_HISTORY} onChange={() => {}} exportRows={async () => []} complete />);
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
