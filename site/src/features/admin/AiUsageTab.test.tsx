import { afterEach, expect, test } from 'bun:test';
import { cleanup, render, screen, within } from '@testing-library/react';
import { adminTestApp as startApp } from '../../../../api/test-support/admin-fixtures';
import { aiCalls, aiDailyBudget } from '../../../../api/src/db/schema';
import { serveApiFrom, withBunWeb } from '../../../test/in-process-api';
import AiUsageTab from './AiUsageTab';

let restoreFetch = () => {};
afterEach(() => {
  cleanup();
  restoreFetch();
});

test("shows today's budget use and the daily totals of model calls", async () => {
  const app = await withBunWeb(startApp);
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const call = { userId: null, visitorId: 'v1', ip: '192.0.2.1', model: 'gpt-4o-mini', promptTokens: 1000, completionTokens: 500 };
  app.ctx.db
    .insert(aiCalls)
    .values([
      { ...call, day: today, costUsd: 0.0012, outcome: 'answered' },
      { ...call, day: today, promptTokens: null, completionTokens: null, costUsd: 0, outcome: 'failed' },
      { ...call, day: yesterday, costUsd: 0.00045, outcome: 'answered' },
    ])
    .run();
  app.ctx.db.insert(aiDailyBudget).values({ day: today, used: 1 }).run();
  restoreFetch = serveApiFrom(app.admin);
  render(<AiUsageTab onChanged={() => {}} />);

  expect(await screen.findByText(/1 of 1,000 model calls used/)).toBeTruthy();
  expect(screen.getByRole('progressbar', { name: "Today's AI budget used" }).getAttribute('aria-valuenow')).toBe('0');
  const row = within(screen.getByTestId(`ai-day-${today}`));
  expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([today, '2', '1', '1,000', '500', '$0.0012']);
  expect(screen.getByTestId(`ai-day-${yesterday}`)).toBeTruthy();
});
