import type { AnswerData, api, ItemOf } from './api';

/** What a call of the client resolves to, as the wire carries it. */
type Answer<Call extends (...args: never[]) => Promise<unknown>> = AnswerData<Awaited<ReturnType<Call>>>;

/** Shapes the API answers with, derived from the client's own types rather than written twice. */
export type PublicUser = Answer<typeof api.user.get>;
export type Identification = Answer<ReturnType<typeof api.identifications>['get']>;
export type LifeListEntry = ItemOf<Answer<(typeof api.identifications)['life-list']['get']>>;
export type SubscriptionSettings = Answer<(typeof api)['subscription-settings']['get']>;
export type AdminUser = ItemOf<Answer<typeof api.admin.users.get>>;
export type AdminIdentification = ItemOf<Answer<typeof api.admin.identifications.get>>;
export type AuditEntry = ItemOf<Answer<(typeof api.admin)['audit-log']['get']>>;
export type AiUsage = Answer<(typeof api.admin)['ai-usage']['get']>;
export type Accuracy = Answer<typeof api.admin.accuracy.get>;
export type MapSettings = Answer<typeof api.map.get>;
export type Sighting = ItemOf<Answer<typeof api.identifications.sightings.get>>;
export type Dive = ItemOf<Answer<typeof api.dives.get>>;
export type DiveDetail = Answer<ReturnType<typeof api.dives>['get']>;
export type DiveImport = Answer<typeof api.dives.import.post>;
export type ReviewQueueItem = ItemOf<Answer<typeof api.reviews.get>>;
export type UserNotification = ItemOf<Answer<typeof api.notifications.get>>;
