/** exifr's small build (JPEG, HEIC, TIFF; EXIF and GPS), for the browser: the same API as the full one. */
declare module 'exifr/dist/lite.esm.mjs' {
  import exifr from 'exifr';
  export default exifr;
}
