/**
 * Moving the photo folder into a bucket (`npm run move-storage -- s3://bucket/prefix`): the copy, checked by
 * SHA-256 read back, that lets STORAGE_URL serve the same photos. The one door of this folder.
 */
export { moveStorage } from './move';
