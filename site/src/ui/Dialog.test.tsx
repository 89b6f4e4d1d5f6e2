import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import ConfirmDialog from './ConfirmDialog';
import Dialog from './Dialog';

afterEach(cleanup);

function WithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog title="Photo" closeLabel="Close" onClose={() => setOpen(false)}>
          <a href="/species/x">Species page</a>
        </Dialog>
      )}
    </>
  );
}

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey });

test('a dialog keeps Tab inside it and gives the focus back to its opener', () => {
  render(<WithDialog />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  expect(document.activeElement).toBe(screen.getByRole('dialog'));
  tab(true);
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Species page' }));
  tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  tab(true);
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Species page' }));
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('a confirmation starts on Cancel and keeps Tab between its two buttons', () => {
  render(<ConfirmDialog open title="Delete?" description="For good." confirmLabel="Delete" onConfirm={() => {}} onCancel={() => {}} />);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  tab(true);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
  tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
});
