import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderSharedBody, renderSharedHead } from '@catalogue/render/render-shared';
import { fillTemplate, templateFile } from '@catalogue/render/templates';
import { languageOfRequest, type Language } from '@rules/languages';
import type { AppContext } from '../../context';
import { photoKey, photoStore } from '../../lib/storage';
import type { SharedFiles } from '../../web/served-files';
import { notFoundPage } from '../../web/site';
import { isShareToken } from './model';
import { sharedIdentificationRow, sharedPhotoUrl, toSharedIdentification } from './service';

const PREFIX = '/shared/';
/** A shared trip's report, /shared/trips/{token}: the site's page in each language, which reads the trips API. */
const TRIPS = '/shared/trips/';
/**
 * Read from the database on every request and never stored by browsers or proxies, so a revoked link answers
 * 404 at once; kept out of search engines; the page sends no Referer (its address is the secret).
 */
const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' };

/**
 * /shared/{token} → the page, /shared/{token}/photo → its cover, /shared/{token}/photo/{n} → its photo n (from 1);
 * anything else under /shared/ names nothing.
 */
function parse(pathname: string): { token: string; photo: number | null } | null {
  const match = pathname.slice(PREFIX.length).match(/^([^/]+)(?:(\/photo)(?:\/([1-9]))?|\/)?$/);
  if (!match || !isShareToken(match[1]!)) return null;
  return { token: match[1]!, photo: match[2] ? Number(match[3] ?? 0) : null };
}

/**
 * The pages of unlisted share links: the species page's document (its styles and its small gallery script)
 * around the shared identification's result, rendered on request in the reader's language (the lang cookie, else
 * Accept-Language, else English): a link has one address, whoever it is sent to.
 */
export function sharedPages(ctx: AppContext): SharedFiles {
  const templates = new Map<Language, Promise<string>>();
  const document = (language: Language) => {
    const read = templates.get(language) ?? readFile(join(ctx.config.siteDir, templateFile('species', language)), 'utf8');
    templates.set(language, read);
    return read.catch((error) => {
      templates.delete(language);
      throw error;
    });
  };

  const notFound = async () => {
    const response = await notFoundPage(ctx.config.siteDir);
    response.headers.set('x-robots-tag', 'noindex, nofollow');
    return response;
  };

  return {
    async serve(pathname, headers = new Headers()) {
      if (!pathname.startsWith(PREFIX) || pathname.startsWith(TRIPS)) return null;
      const path = parse(pathname);
      const row = path && await sharedIdentificationRow(ctx, path.token);
      if (!path || !row) return notFound();
      if (path.photo !== null) {
        const key = photoKey(await sharedPhotoUrl(ctx, row, path.photo));
        const photo = key && (await photoStore(ctx.config).response(key, { ...PRIVATE, 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff' }));
        return photo || notFound();
      }
      const shared = await toSharedIdentification(ctx, row, path.token);
      const language = languageOfRequest(headers);
      const html = fillTemplate(await document(language), renderSharedHead(shared, ctx.config.publicUrl.origin), renderSharedBody(shared, language));
      return new Response(html, { headers: { ...PRIVATE, 'content-type': 'text/html; charset=utf-8' } });
    },
  };
}
