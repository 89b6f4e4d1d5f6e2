import { afterEach, expect, test } from 'bun:test';
import { cleanup, render, screen, within } from '@testing-library/react';
import { adminTestApp as startApp } from '../../../../api/test-support/admin-fixtures';
import { serveApiFrom, withBunWeb } from '../../../test/in-process-api';
import AiUsageTab from './AiUsageTab';
import { adminWords } from './admin-words';

const EN = adminWords('en');

let restoreFetch = () => {};
afterEach(() => {
  cleanup();
  restoreFetch();
});

test("shows today's budget use and the daily totals of model calls", async () => {
  const app = await withBunWeb(startApp);
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const call = app.sqlite!.prepare(
    "INSERT INTO ai_calls (day, visitor_id, ip, model, prompt_tokens, completion_tokens, cost_usd, outcome) VALUES (?, 'v1', '192.0.2.1', 'gpt-4o-mini', ?, ?, ?, ?)",
  );
  call.run(today, 1000, 500, 0.0012, 'answered');
  call.run(today, null, null, 0, 'failed');
  call.run(yesterday, 1000, 500, 0.00045, 'answered');
  app.sqlite!.prepare('INSERT INTO ai_daily_budget (day, used) VALUES (?, 1)').run(today);
  restoreFetch = serveApiFrom(app.admin);
  render(<AiUsageTab words={EN} onChanged={() => {}} />);

  expect(await screen.findByText(/1 of 1,000 model calls used/)).toBeTruthy();
  expect(screen.getByRole('progressbar', { name: "Today's AI budget used" }).getAttribute('aria-valuenow')).toBe('0');
  const row = within(screen.getByTestId(`ai-day-${today}`));
  expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([today, '2', '1', '1,000', '500', '$0.0012']);
  expect(screen.getByTestId(`ai-day-${yesterday}`)).toBeTruthy();
});
