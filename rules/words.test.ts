import { expect, test } from 'bun:test';
import { counted } from './words';

test('one is singular, every other count plural', () => {
  expect(counted(1, 'free identification')).toBe('1 free identification');
  expect(counted(0, 'free identification')).toBe('0 free identifications');
  expect(counted(3, 'photo')).toBe('3 photos');
  expect(counted(2, 'species', 'species')).toBe('2 species');
});
