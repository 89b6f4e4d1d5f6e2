/**
 * The identifications module's door: its routes, `identificationsOfAccounts` (the port accounts call for an
 * account's identifications), and `identifications`, the one object other modules, the server and the tools use.
 * Every other file in this folder is private to the module.
 */
import { photoVisibility } from './photo-access';
import { sightingPhotosOf } from './photo-lists';
import * as publication from './publication';
import { agreeingExperts } from './review-credits';
import { RECHECK_BATCH, RECHECK_INTERVAL_MS, recheckIdentifications } from './recheck';
import { countIdentificationsOfUsers, findIdentification, listIdentificationsPage } from './records';
import { giveBackAbandonedReservations } from './reservations';
import { deleteIdentification, deleteIdentificationsOfUser } from './service';
import { emptyTrash } from './trash';
import { diveSightings, photosOnDive, photosOnDives, photosWithoutDive, placeOnDives } from './dive-links';
import { uploadClients } from './upload-client';
import { regroundMoved } from './where-and-when';
import { candidatesOf, identificationBase, locationOf } from './view';
import { expertViews, saveReviewState } from './expert-view';
import { coarsePlaceOf, hiddenPlaces } from './hidden-places';
import { namedSightings } from './named-sightings';

export { identificationRoutes } from './routes';
export { identificationsOfAccounts } from './account-data';
export { alternativeSpeciesSchema, answerFields, expertIdentificationView, verificationSchema } from './model';
export type { ExpertIdentificationView } from './model';
export { VISITOR_DAILY_PER_IP } from './quota';
export type { IdentificationRow } from './records';
export type { DivePlacement, PhotoOnDive } from './dive-links';
export type { PublishRules } from './publication';

/** What other modules, the server and the tools may ask of identifications. */
export const identifications = {
  // Rows: one by id, the admins' pages, counts per user; deleted (with their photos) one by one or per user.
  findIdentification,
  listIdentificationsPage,
  countIdentificationsOfUsers,
  deleteIdentification,
  deleteIdentificationsOfUser,
  // The base mapping of a row that every reader's record builds on, and the parts others show of it.
  identificationBase,
  locationOf,
  candidatesOf,
  // Where public pages and experts are told it was (the sea and 1° cell, the depth), and whose place they are not.
  coarsePlaceOf,
  hiddenPlaces,
  // A sighting's photos (web copies, cover first) as public pages and share links show them.
  sightingPhotosOf,
  // The user's own sightings as a notification names them: the name each goes by and its cover.
  namedSightings,
  // The experts who agreed with each verified sighting's community taxon (species pages count them).
  agreeingExperts,
  // Publication: whether one may be published, and the publication columns the catalogue reads and sets (the names
  // publication.ts exports).
  ...publication,
  // The server's interfaces to the request handler: who may see a photo, and the upload gate's clients.
  photoVisibility,
  uploadClients,
  // The server's sweeps: answers rechecked against WoRMS, the trash emptied, abandoned reservations given back.
  recheckIdentifications,
  RECHECK_BATCH,
  RECHECK_INTERVAL_MS,
  emptyTrash,
  giveBackAbandonedReservations,
  // Expert review: a sighting as experts see it, and its consensus stored (the reviews module computes it).
  expertViews,
  saveReviewState,
  // Dives: the photos an imported or edited dive places, linked or unlinked by the precedence rule, those it moved
  // marked again against OBIS; a dive's sightings.
  photosWithoutDive,
  photosOnDive,
  photosOnDives,
  placeOnDives,
  regroundMoved,
  diveSightings,
};
