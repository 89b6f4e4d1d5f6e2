/**
 * The identifications module's door: its routes, a port for each caller (`ports.ts`: what catalogue, reviews, dives,
 * sharing, notifications, trips, the back office and the server may ask), `identificationsOfAccounts` (the port accounts
 * call for an account's identifications), and the few schemas and types callers need. Every other file in this
 * folder is private to the module.
 */
export { identificationRoutes } from './routes';
export { identificationsOfAccounts } from './account-data';
export {
  identificationsForAdmin,
  identificationsForCatalogue,
  identificationsForDives,
  identificationsForNotifications,
  identificationsForReviews,
  identificationsForServer,
  identificationsForSharing,
  identificationsForTrips,
} from './ports';
export { alternativeSpeciesSchema, answerFields, expertIdentificationView, verificationSchema } from './model';
export type { ExpertIdentificationView } from './model';
export { VISITOR_DAILY_PER_IP } from './quota';
export type { IdentificationRow } from './records';
export type { DivePlacement, PhotoOnDive } from './dive-links';
export type { PublishRules } from './publishable';
