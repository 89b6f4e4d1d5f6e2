/**
 * The identification rows as other modules use them: the account's export and deletion, shared links, the admin
 * tables. They reach the table only through these.
 */
export type { IdentificationRow } from './repo';
export {
  allUserIdentifications,
  countIdentificationsOfUsers,
  deleteUserIdentificationRows,
  findIdentification,
  listIdentificationsPage,
} from './repo';
