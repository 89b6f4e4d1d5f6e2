/** Stored images live under /uploads; when one fails to load, the same file is tried under /public/uploads. */
function retryFromPublic(image: HTMLImageElement): void {
  const src = image.getAttribute('src');
  if (src?.startsWith('/uploads/')) image.src = `/public${src}`;
}

export function retryFailedUploads(): void {
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute('data-upload-image')) retryFromPublic(event.target);
    },
    true,
  );
  // Images that failed before this script ran.
  for (const image of document.querySelectorAll<HTMLImageElement>('img[data-upload-image]')) {
    if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) retryFromPublic(image);
  }
}
