import { answer, api } from '../../../lib/api';

/** The owner's unlisted link to one identification, as the API has it: null while there is none. */
export const readShareLink = (id: number) => answer(api.identifications({ id }).share.get()).then((body) => body.url);

/** Made on the first share; the same link every time after. */
export const createShareLink = (id: number) => answer(api.identifications({ id }).share.post()).then((body) => body.url);

/** The link answers 404 from now on. */
export const revokeShareLink = (id: number) => answer(api.identifications({ id }).share.delete());
