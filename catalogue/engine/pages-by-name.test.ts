import { expect, test } from 'bun:test';
import { PagesByName } from './pages-by-name';

test('a name keeps its pages in order as they come and go, from one to several and back to none', () => {
  const pages = new PagesByName();
  expect(pages.get('moray')).toEqual([]);
  pages.add('moray', 'b-page');
  expect(pages.get('moray')).toEqual(['b-page']);
  pages.remove('moray', 'other-page');
  expect(pages.get('moray')).toEqual(['b-page']);
  pages.add('moray', 'a-page');
  pages.add('moray', 'c-page');
  expect(pages.get('moray')).toEqual(['b-page', 'a-page', 'c-page']);
  pages.remove('moray', 'a-page');
  expect(pages.get('moray')).toEqual(['b-page', 'c-page']);
  pages.remove('moray', 'b-page');
  expect(pages.get('moray')).toEqual(['c-page']);
  pages.add('moray', 'd-page');
  expect(pages.get('moray')).toEqual(['c-page', 'd-page']);
  pages.remove('moray', 'c-page');
  pages.remove('moray', 'd-page');
  expect(pages.get('moray')).toEqual([]);
  expect(pages.get('wrasse')).toEqual([]);
});
