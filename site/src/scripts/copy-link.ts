import { showToast } from './toast';

/** How long the copy button says it copied. */
export const COPIED_MS = 2000;

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Pages served over plain http (not localhost) have no clipboard API.
  const field = Object.assign(document.createElement('textarea'), { value: text });
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('copy refused');
}

/** The share block's copy button: copies the page's public URL, says so for 2 seconds and toasts. */
export function driveCopyLink(button: HTMLButtonElement): void {
  const label = button.querySelector('[data-copy-label]')!;
  const idle = label.textContent;
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', async () => {
    try {
      await copyText(button.dataset.copyLink || location.href);
      label.textContent = 'Copied!';
      clearTimeout(timer);
      timer = setTimeout(() => (label.textContent = idle), COPIED_MS);
      showToast({ title: 'Link copied!', description: 'The link has been copied to your clipboard.' });
    } catch {
      showToast({ title: 'Copy failed', description: 'Could not copy the link to clipboard.', variant: 'destructive' });
    }
  });
}
