/**
 * The page the browser-copy bench opens: the trip screen's own copying (keepTripCopies: each photo's time read, its
 * copy made in the copy worker, kept on the device), timed over the photos the bench serves, fetched beforehand.
 */
import { keepTripCopies } from '../../site/src/features/trips/trip-photo-copies';

let files: File[] = [];

async function loadPhotos(names: string[]): Promise<number> {
  files = await Promise.all(names.map(async (name) => new File([await (await fetch(`/photos/${name}`)).blob()], name, { type: 'image/jpeg' })));
  return files.reduce((sum, file) => sum + file.size, 0);
}

async function copyAll(): Promise<{ seconds: number; kept: number }> {
  let kept = 0;
  const started = performance.now();
  await keepTripCopies(1, 1, files, (ready) => {
    kept = ready;
  });
  return { seconds: (performance.now() - started) / 1000, kept };
}

Object.assign(window, { loadPhotos, copyAll });
