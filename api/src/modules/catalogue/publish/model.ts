import { t } from 'elysia';

export const slugParams = t.Object({ slug: t.String({ minLength: 1, maxLength: 200 }) });
