import { expect, test } from 'bun:test';
import { dayAndTimeText, dayText } from './dates';

test('a day, and a day and time, each in one form, in the language asked for', () => {
  expect(dayText('2025-06-14T09:41:07')).toBe('14 June 2025');
  expect(dayAndTimeText('2025-06-14T09:41:07')).toBe('14 June 2025, 09:41');
  expect(dayText('2025-06-14', { locale: 'fr' })).toBe('14 juin 2025');
  expect(dayAndTimeText('2025-06-14T21:05', { locale: 'de' })).toBe('14. Juni 2025, 21:05');
});

test('a clock time without a zone is shown as written; an instant on the clock of the zone asked for', () => {
  // A camera's 23:30 stays 23:30 whatever the reader's zone.
  expect(dayAndTimeText('2025-06-14T23:30')).toBe('14 June 2025, 23:30');
  expect(dayAndTimeText('2025-06-14T23:30:00Z', { timeZone: 'UTC' })).toBe('14 June 2025, 23:30');
  expect(dayAndTimeText('2025-06-14T23:30:00Z', { timeZone: 'Pacific/Auckland' })).toBe('15 June 2025, 11:30');
  expect(dayText(Date.UTC(2026, 0, 9, 8, 30), { timeZone: 'UTC' })).toBe('9 January 2026');
});

test('no date, or one that cannot be read, is no text', () => {
  expect(dayText(null)).toBe('');
  expect(dayAndTimeText(undefined)).toBe('');
  expect(dayText('not a date')).toBe('');
});
