import { apiRequest } from '../../lib/api';

/** The owner's unlisted link to one identification, as the API has it: null while there is none. */
export const readShareLink = (id: number) => apiRequest<{ url: string | null }>('GET', `/api/identifications/${id}/share`).then((body) => body.url);

/** Made on the first share; the same link every time after. */
export const createShareLink = (id: number) => apiRequest<{ url: string }>('POST', `/api/identifications/${id}/share`).then((body) => body.url);

/** The link answers 404 from now on. */
export const revokeShareLink = (id: number) => apiRequest<void>('DELETE', `/api/identifications/${id}/share`);
