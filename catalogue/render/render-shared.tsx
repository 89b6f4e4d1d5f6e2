import { renderToStaticMarkup } from 'react-dom/server';
import type { SharedIdentification } from '../model/shared';
import { metaDescription } from '../model/catalogue';
import { escapeHtml, metaTag } from './html';
import { PRODUCT_NAME } from '@rules/product';
import type { Language } from '@rules/languages';
import { SharedBody } from '../components/shared/SharedBody';

/**
 * The head of a shared page: kept out of search engines (noindex, also sent as X-Robots-Tag), no canonical
 * address, and no Referer to the sites it links to, which would carry the link. Link previews get a title, a
 * description and the photo.
 */
export function renderSharedHead(shared: SharedIdentification, origin: string): string {
  const title = `${shared.speciesName} | ${PRODUCT_NAME}`;
  const description = metaDescription(shared.description);
  const image = shared.photoUrl ? new URL(shared.photoUrl, origin).href : null;
  return [
    `<title>${escapeHtml(title)}</title>`,
    metaTag('name', 'robots', 'noindex, nofollow'),
    metaTag('name', 'referrer', 'no-referrer'),
    metaTag('name', 'description', description),
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', PRODUCT_NAME),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', description),
    ...(image ? [metaTag('property', 'og:image', image), metaTag('property', 'og:image:alt', shared.speciesName)] : []),
    metaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ].join('');
}

/** The body of a shared page in the reader's language. */
export function renderSharedBody(shared: SharedIdentification, language: Language = 'en'): string {
  return renderToStaticMarkup(<SharedBody shared={shared} language={language} />);
}
