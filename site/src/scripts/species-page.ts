// The species page's only script (plain DOM, no framework): the result display's gallery and copy link.
import { enhanceGalleries } from '@catalogue/components/result/gallery-script';
import { driveCopyLink } from './copy-link';

enhanceGalleries();
document.querySelectorAll<HTMLButtonElement>('[data-copy-link]').forEach(driveCopyLink);
