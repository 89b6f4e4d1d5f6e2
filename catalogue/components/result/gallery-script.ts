import { fill } from '@rules/words';
import { stepPhoto } from './helpers';

/**
 * Drives PhotoGallery's static HTML without React (public species and shared pages): previous/next, dots,
 * 'Photo N of M' in the page's language (the counter carries its sentence; it is a live region, so it is announced), and the /public/uploads/ retry for images that fail to load.
 */
export function enhanceGalleries(root: ParentNode = document): void {
  for (const gallery of root.querySelectorAll<HTMLElement>('[data-gallery]')) {
    if (gallery.dataset.galleryReady) continue;
    gallery.dataset.galleryReady = 'true';
    const photos = [...gallery.querySelectorAll<HTMLElement>('[data-gallery-photo]')];
    const dots = [...gallery.querySelectorAll<HTMLButtonElement>('[data-gallery-dot]')];
    const prev = gallery.querySelector<HTMLButtonElement>('[data-gallery-prev]');
    const next = gallery.querySelector<HTMLButtonElement>('[data-gallery-next]');
    const counter = gallery.querySelector<HTMLElement>('[data-gallery-counter]');
    let index = Number(gallery.dataset.galleryIndex ?? 0);

    const show = (target: number) => {
      index = stepPhoto(target, 0, photos.length);
      gallery.dataset.galleryIndex = String(index);
      photos.forEach((photo, i) => (photo.hidden = i !== index));
      dots.forEach((dot, i) => (i === index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')));
      // aria-disabled, not disabled: the button keeps the keyboard's focus at either end.
      prev?.setAttribute('aria-disabled', String(index === 0));
      next?.setAttribute('aria-disabled', String(index === photos.length - 1));
      if (counter?.dataset.galleryCounter) counter.textContent = fill(counter.dataset.galleryCounter, { number: index + 1, count: photos.length });
    };
    prev?.addEventListener('click', () => show(index - 1));
    next?.addEventListener('click', () => show(index + 1));
    dots.forEach((dot, i) => dot.addEventListener('click', () => show(i)));
  }
  for (const image of root.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    const retry = () => {
      if (image.dataset.retried) return;
      image.dataset.retried = 'true';
      image.src = image.dataset.fallback!;
    };
    image.addEventListener('error', retry);
    // An image that failed before this script ran.
    if (image.complete && image.naturalWidth === 0 && image.currentSrc) retry();
  }
}
