import { fallbackImageUrl } from '@catalogue/components/result/helpers';

/** Discover's card images: when one fails to load, the same file is tried under /public/uploads once. */
export function retryFailedUploads(): void {
  const retry = (image: HTMLImageElement) => {
    const fallback = fallbackImageUrl(image.getAttribute('src') ?? '');
    if (fallback) image.src = fallback;
  };
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute('data-upload-image')) retry(event.target);
    },
    true,
  );
  // Images that failed before this script ran.
  for (const image of document.querySelectorAll<HTMLImageElement>('img[data-upload-image]')) {
    if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) retry(image);
  }
}
