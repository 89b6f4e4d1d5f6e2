// The species page's only script (plain DOM, no framework): gallery, copy link, image fallback.
import { driveCopyLink } from './copy-link';
import { driveGallery } from './gallery';
import { retryFailedUploads } from './upload-images';

document.querySelectorAll<HTMLElement>('[data-gallery]').forEach(driveGallery);
document.querySelectorAll<HTMLButtonElement>('[data-copy-link]').forEach(driveCopyLink);
retryFailedUploads();
