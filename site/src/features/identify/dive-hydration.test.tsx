import { afterEach, expect, test } from 'bun:test';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { freshPage } from '../../../test/fake-api';
import WhereAndWhenSection from './WhereAndWhenSection';
import { identifyWords } from './identify-words';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

test('/identification?dive=5 hydrates the page built without a query, then names the dive', async () => {
  // The site is built once, with no query: that HTML is what the browser hydrates.
  freshPage('/identification');
  const section = <WhereAndWhenSection open={false} onToggle={() => {}} photo={null} words={identifyWords('en').whereAndWhen} />;
  const built = renderToString(section);
  freshPage('/identification?dive=5');
  const container = document.createElement('div');
  container.innerHTML = built;
  document.body.append(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, section, { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(container.querySelector('a[href="/dives/5"]')?.textContent).toBe('your dive');
});
