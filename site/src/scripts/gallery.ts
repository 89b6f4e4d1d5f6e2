/** Prev/next and dots of a species gallery: the index starts at 0 and stays between the first and the last photo. */
export function driveGallery(gallery: HTMLElement): void {
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
