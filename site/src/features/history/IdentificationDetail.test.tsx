import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { insertIdentification } from '../../../../api/test-support/admin-fixtures';
import { testApp } from '../../../../api/test-support/harness';
import { freshPage } from '../../../test/fake-api';
import { serveApiFrom, withBunWeb } from '../../../test/in-process-api';
import IdentificationDetail from './IdentificationDetail';
import { historyWords } from './history-words';

let restoreFetch = () => {};
afterEach(() => {
  cleanup();
  restoreFetch();
});

let id = 0;
beforeEach(async () => {
  const app = await testApp();
  const owner = app.client();
  const { id: userId } = await withBunWeb(() => owner.register('diver'));
  ({ id } = await insertIdentification(app, { userId, speciesName: 'Green Sea Turtle' }));
  restoreFetch = serveApiFrom(owner);
  freshPage(`/identifications/${id}`);
});

test('the species name is the page’s h1, and Delete comes last, as a quiet button', async () => {
  const { container } = render(<IdentificationDetail words={historyWords('en').detail} />);
  const heading = await waitFor(() => screen.getByRole('heading', { level: 1 }));
  expect(heading.textContent).toBe('Green Sea Turtle');
  expect(container.querySelectorAll('h1')).toHaveLength(1);
  const remove = screen.getByRole('button', { name: 'Delete This Identification' });
  expect(remove.className).toContain('btn-ghost');
  expect(remove.className).not.toContain('btn-danger');
  // Nothing the page offers comes after it.
  const controls = [...container.querySelectorAll('a[href], button, select, input')];
  expect(controls.at(-1)).toBe(remove);
});
