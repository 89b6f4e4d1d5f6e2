import { afterEach, expect, test } from 'bun:test';
import { dayAndTimeText, dayText } from '@rules/dates';

afterEach(() => document.documentElement.removeAttribute('lang'));

test("dates on a page are written in the page's language (its lang), English the British way", () => {
  expect(dayText('2025-06-14')).toBe('14 June 2025');
  document.documentElement.lang = 'en';
  expect(dayText('2025-06-14')).toBe('14 June 2025');
  document.documentElement.lang = 'de';
  expect(dayText('2025-06-14')).toBe('14. Juni 2025');
  document.documentElement.lang = 'zh-Hans';
  expect(dayText('2025-06-14')).toBe('2025年6月14日');
  document.documentElement.lang = 'fr';
  expect(dayText('2025-06-14')).toBe('14 juin 2025');
  expect(dayAndTimeText('2025-06-14T09:41')).toBe('14 juin 2025, 09:41');
});
