import { expect, test } from 'bun:test';
import { depthText, numberText } from './numbers';

test('a depth is written in the language: "18 m" in every language, "18.5 m" in English and "18,5 m" in German', () => {
  expect(depthText(18, { locale: 'en' })).toBe('18 m');
  expect(depthText(18, { locale: 'zh-Hans' })).toBe('18 m');
  expect(depthText(18.46, { locale: 'en' })).toBe('18.5 m');
  expect(depthText(18.46, { locale: 'de' })).toBe('18,5 m');
  expect(depthText(18.46, { locale: 'fr' })).toBe('18,5 m');
});

test('a count is grouped as the language groups it', () => {
  expect(numberText(10_000, { locale: 'en' })).toBe('10,000');
  expect(numberText(10_000, { locale: 'de' })).toBe('10.000');
});
