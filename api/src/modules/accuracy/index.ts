/**
 * The accuracy module's door: `accuracy`, the model's answers measured against the sightings experts verified (the
 * admin's Accuracy tab), and those sightings as a labelled set for `npm run eval -- --export-verified`. It has no
 * routes of its own: the admin module serves the figures. Every other file in this folder is private to the module.
 */
import { figures, labelledSightings } from './service';

export { accuracyFiguresSchema } from './model';

export const accuracy = {
  figures,
  labelledSightings,
};
