import { answer, apiClient } from '../../lib/api';
import { checkIdentifyResponse } from '../../lib/identify-response';
import { OutboxSendError, type OutboxFields, type SentIdentification } from './outbox';

/**
 * POST /api/identify as the identify screen makes it, read by the same rules (lib/identify-response.ts), with the
 * answer's status kept on the error: the outbox decides by it whether to try again.
 */
const uploads = apiClient(async (response) => {
  try {
    return await checkIdentifyResponse(response);
  } catch (error) {
    throw new OutboxSendError(response.status, error instanceof Error ? error.message : String(error));
  }
});

type IdentifyBody = Parameters<typeof uploads.identify.post>[0];

/** Sends one waiting sighting, its photos as `image` parts, with the session's cookie, as the identify screen would have. */
export async function sendIdentification(photos: File[], fields: OutboxFields): Promise<SentIdentification> {
  // The client sends each file of the list as its own `image` part.
  const identification = await answer(uploads.identify.post({ ...fields, image: photos } as IdentifyBody));
  return { id: identification.id, speciesName: identification.speciesName };
}
