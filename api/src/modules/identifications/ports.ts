/**
 * What each caller of identifications may ask of it: one port per caller, named for it, holding only what that
 * caller uses. A module imports its own port and no other (`scripts/architecture/ports.test.ts`), so a new need
 * shows here, as a line added to one port, rather than as one more name on a door everyone can reach.
 */
import { diveSightings, photosOnDive, photosOnDives, photosWithoutDive, placeOnDives } from './dive-links';
import { expertViews, saveReviewState } from './expert-view';
import { coarsePlaceOf, hiddenPlaces } from './hidden-places';
import { namedSightings } from './named-sightings';
import { photoVisibility } from './photo-access';
import { sightingPhotosOf } from './photo-lists';
import * as publication from './repo/publication';
import { NOT_VERIFIED, publishRefusal } from './publishable';
import { RECHECK_BATCH, RECHECK_INTERVAL_MS, recheckIdentifications } from './recheck';
import { countIdentificationsOfUsers, findIdentification, listIdentificationsPage } from './records';
import { giveBackAbandonedReservations } from './reservations';
import { agreeingExperts } from './review-credits';
import { deleteIdentification, deleteIdentificationsOfUser } from './service';
import { emptyTrash } from './trash';
import { lifeListKeysBefore, reportSightings } from './trip-report';
import { acceptTripAnswers, consentToAll, nameByOwner, tripAnswers } from './trip-review';
import { identifySighting, questionOfSighting } from './trip-sightings';
import { uploadClients } from './upload-client';
import { candidatesOf, identificationBase } from './view';
import { regroundMoved } from './where-and-when';

/**
 * The catalogue's publishing: whether a sighting may be published and the publication columns it reads and sets,
 * and what a public page shows of one (the base record, its photos, the agreeing experts, its place kept coarse or
 * hidden).
 */
export const identificationsForCatalogue = {
  findIdentification,
  publishRefusal,
  // Published and unpublished, the published rows read, their card thumbnails set: every name repo/publication.ts exports.
  ...publication,
  identificationBase,
  sightingPhotosOf,
  agreeingExperts,
  coarsePlaceOf,
  hiddenPlaces,
};

/** Expert review: a sighting as experts see it, and its consensus stored (the reviews module computes it). */
export const identificationsForReviews = { findIdentification, expertViews, saveReviewState };

/**
 * Dives: the photos an imported or edited dive places, linked or unlinked by the precedence rule, those it moved
 * checked again against OBIS, and a dive's sightings.
 */
export const identificationsForDives = { photosWithoutDive, photosOnDive, photosOnDives, placeOnDives, regroundMoved, diveSightings };

/** Share links: the shared sighting's row, its base record, its candidates and its photos. */
export const identificationsForSharing = { findIdentification, identificationBase, candidatesOf, sightingPhotosOf };

/** Notifications: the user's own sightings as a notification names them (the name each goes by and its cover). */
export const identificationsForNotifications = { namedSightings };

/**
 * Trips: a queued sighting becomes one identification under every rule of an upload, and the question it asks the
 * model when it goes in a batch (its photos' model copies, where and when), the same one; then its review: the
 * answers as the cards show them, accepted at once, named by the diver, offered to the catalogue; and its report:
 * its sightings by the taxon each goes by, and the life list as it stood before the trip.
 */
export const identificationsForTrips = {
  identifySighting,
  questionOfSighting,
  tripAnswers,
  acceptTripAnswers,
  nameByOwner,
  consentToAll,
  reportSightings,
  lifeListKeysBefore,
};

/**
 * The back office: the rows one by one and a page at a time, counts per user, deletes (with their photos) one by
 * one or per user, and why a row may not be published (`NOT_VERIFIED` the refusal of one experts have not verified).
 */
export const identificationsForAdmin = {
  findIdentification,
  listIdentificationsPage,
  countIdentificationsOfUsers,
  deleteIdentification,
  deleteIdentificationsOfUser,
  publishRefusal,
  NOT_VERIFIED,
};

/**
 * The server: its interfaces to the request handler (who may see a photo, the upload gate's clients) and its
 * sweeps (answers checked against WoRMS again, the trash emptied, abandoned reservations given back).
 */
export const identificationsForServer = {
  photoVisibility,
  uploadClients,
  recheckIdentifications,
  RECHECK_BATCH,
  RECHECK_INTERVAL_MS,
  emptyTrash,
  giveBackAbandonedReservations,
};
