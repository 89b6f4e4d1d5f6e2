import { Elysia, t } from 'elysia';
import type { AppContext } from '../../../context';
import { readPageRequest, sendPage } from '../../../lib/paging';
import { pageQuery } from '../../../lib/route-schemas';
import { publicIdentificationSchema, publicSpeciesSchema, slugParams } from './model';
import { getPublicSpecies, listPublishedIdentifications, PUBLISHED_CURSOR } from './service';

/** The public catalogue calls: no credentials needed. The list is paged with ?cursor=&limit=. */
export function catalogueRoutes(ctx: AppContext) {
  const species = new Elysia({ name: 'catalogue', prefix: '/public' }).get('/species/:slug', ({ params }) => getPublicSpecies(ctx, params.slug), {
    params: slugParams,
    response: publicSpeciesSchema,
  });

  // The list of every published identification lives outside /public.
  return new Elysia({ name: 'published-identifications' })
    .get('/published-identifications', async ({ query, request, set }) =>
      sendPage(set, request.url, await listPublishedIdentifications(ctx, readPageRequest(query, PUBLISHED_CURSOR))),
      { query: pageQuery, response: t.Array(publicIdentificationSchema) },
    )
    .use(species);
}
