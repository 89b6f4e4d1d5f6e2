import { Elysia } from 'elysia';
import type { AppContext } from '../../api/src/context';
import { slugParams } from './model';
import { getPublicSpecies, listPublishedIdentifications } from './service';

/** The public catalogue calls of section 7: no credentials needed. */
export function catalogueRoutes(ctx: AppContext) {
  return new Elysia({ name: 'catalogue' })
    .get('/public/species/:slug', ({ params }) => getPublicSpecies(ctx, params.slug), { params: slugParams })
    .get('/published-identifications', () => listPublishedIdentifications(ctx));
}
