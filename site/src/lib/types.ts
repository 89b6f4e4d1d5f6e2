/** Shapes the API answers with, derived from the server's own code rather than written twice. */
export type { PublicUser } from '../../../api/src/modules/users/service';
