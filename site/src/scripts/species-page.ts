import { showToast } from './toast';
import { retryFailedUploads } from './upload-images';

/** How long the copy button says it copied (spec section 9). */
const COPIED_MS = 2000;

/** Prev/next and dots: the index starts at 0 and stays between the first and the last photo. */
function driveGallery(gallery: HTMLElement): void {
  const photos = [...gallery.querySelectorAll<HTMLElement>('[data-gallery-photo]')];
  const dots = [...gallery.querySelectorAll<HTMLButtonElement>('[data-gallery-dot]')];
  const status = gallery.querySelector('[data-gallery-status]');
  const previous = gallery.querySelector<HTMLButtonElement>('[data-gallery-prev]');
  const next = gallery.querySelector<HTMLButtonElement>('[data-gallery-next]');
  let index = 0;
  const show = (target: number) => {
    index = Math.max(0, Math.min(photos.length - 1, target));
    photos.forEach((photo, i) => (photo.hidden = i !== index));
    dots.forEach((dot, i) => dot.setAttribute('aria-current', String(i === index)));
    if (status) status.textContent = `Photo ${index + 1} of ${photos.length}`;
    if (previous) previous.disabled = index === 0;
    if (next) next.disabled = index === photos.length - 1;
  };
  previous?.addEventListener('click', () => show(index - 1));
  next?.addEventListener('click', () => show(index + 1));
  dots.forEach((dot, i) => dot.addEventListener('click', () => show(i)));
}

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

function driveCopyLink(button: HTMLButtonElement): void {
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

document.querySelectorAll<HTMLElement>('[data-gallery]').forEach(driveGallery);
document.querySelectorAll<HTMLButtonElement>('[data-copy-link]').forEach(driveCopyLink);
retryFailedUploads();
