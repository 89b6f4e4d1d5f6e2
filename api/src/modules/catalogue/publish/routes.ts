import { Elysia, t } from 'elysia';
import type { AppContext } from '../../../context';
import { readPageRequest, sendPage } from '../../../lib/paging';
import { pathId } from '../../../lib/path-id';
import { noContent, pageQuery } from '../../../lib/route-schemas';
import { publicIdentificationSchema, publicSpeciesSchema, slugParams, taxonParams, taxonPhotoSchema } from './model';
import { getPublicSpecies, getTaxonPhoto, listPublishedIdentifications, PUBLISHED_CURSOR } from './service';

/** A taxon's photo changes only when photos are published or withdrawn: browsers and CDNs may keep it briefly. */
const TAXON_PHOTO_CACHE = 'public, max-age=300';

/**
 * The public catalogue calls: no credentials needed. The list is paged with ?cursor=&limit=; a taxon's photo
 * (GET /public/taxa/:aphiaId/photo) may be cached for five minutes.
 */
export function catalogueRoutes(ctx: AppContext) {
  const species = new Elysia({ name: 'catalogue', prefix: '/public' })
    .get('/species/:slug', ({ params }) => getPublicSpecies(ctx, params.slug), {
      params: slugParams,
      response: publicSpeciesSchema,
    })
    .get(
      '/taxa/:aphiaId/photo',
      async ({ params, set }) => {
        const photo = await getTaxonPhoto(ctx, pathId(params.aphiaId));
        set.headers['cache-control'] = TAXON_PHOTO_CACHE;
        if (photo) return photo;
        set.status = 204;
      },
      { params: taxonParams, response: { 200: taxonPhotoSchema, 204: noContent } },
    );

  // The list of every published identification lives outside /public.
  return new Elysia({ name: 'published-identifications' })
    .get('/published-identifications', async ({ query, request, set }) =>
      sendPage(set, request.url, await listPublishedIdentifications(ctx, readPageRequest(query, PUBLISHED_CURSOR))),
      { query: pageQuery, response: t.Array(publicIdentificationSchema) },
    )
    .use(species);
}
