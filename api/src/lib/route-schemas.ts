import { t } from 'elysia';

/** `?cursor=&limit=` of a paged list, read and checked by readPageRequest (lib/paging.ts) with its own messages. */
export const pageQuery = t.Object({ cursor: t.Optional(t.String()), limit: t.Optional(t.String()) });

/** A 204 answer: done, nothing to say. */
export const noContent = t.Void();
