import { afterEach, expect, test } from 'bun:test';
import { cleanup, render, screen } from '@testing-library/react';
import { fakeApi, freshPage } from '../../../test/fake-api';
import HomePlanQuestions from './HomePlanQuestions';
import { planQuestions } from './plan-questions';
import { $settings } from './subscription';
import type { SubscriptionSettings } from './plans';
import { planQuestionWords } from './plan-words';

const questions = planQuestionWords('en');

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
});

const settings = (taken: number): SubscriptionSettings => ({
  lifetimeSlotTotal: 1000,
  lifetimeSlotsTaken: taken,
  lifetimePrice: 1000,
  monthlyPrice: 500,
  yearlyPrice: 4000,
  publishRequiresVerification: false,
  lastUpdated: '2026-01-01T00:00:00.000Z',
  paymentsAvailable: true,
});
const asked = (list: ReturnType<typeof planQuestions>) => list.map(([question]) => question);

test('while lifetime spots last, only the lifetime plan is asked about; once gone, only monthly and yearly', () => {
  expect(asked(planQuestions(questions, settings(10)))).toEqual(['What is the lifetime plan?']);
  expect(asked(planQuestions(questions, undefined))).toEqual(['What is the lifetime plan?']);
  expect(asked(planQuestions(questions, settings(1000)))).toEqual(['Can I cancel my subscription?']);
  // Someone who holds a plan no longer offered is still told about it.
  expect(asked(planQuestions(questions, settings(1000), 'lifetime'))).toEqual(['What is the lifetime plan?', 'Can I cancel my subscription?']);
  expect(asked(planQuestions(questions, settings(10), 'yearly'))).toEqual(['What is the lifetime plan?', 'Can I cancel my subscription?']);
});

test('the home FAQ asks about the plans the settings offer: lifetime sold out, monthly and yearly', async () => {
  freshPage('/');
  api = fakeApi({ 'GET /api/subscription-settings': () => ({ status: 200, body: settings(1000) }) });
  // The settings are read once a page: another file's test may have read them already.
  $settings.set(settings(1000));
  render(<HomePlanQuestions words={questions} />);
  expect(await screen.findByText('Can I cancel my subscription?')).toBeTruthy();
  expect(screen.queryByText('What is the lifetime plan?')).toBeNull();
});
