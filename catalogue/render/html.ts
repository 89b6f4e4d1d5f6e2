import { LANGUAGES, pathIn } from '@rules/languages';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and double-quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** JSON inside <script>: `<` is escaped so no value can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const metaTag = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** What a public page says about itself to browsers, search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  type: 'website' | 'article';
  siteName: string;
  /** Absolute URL of the preview image, with its alternative text. */
  image?: { url: string; alt: string };
}

/** <title>, description, canonical link, Open Graph and Twitter card tags. */
export function pageHead({ title, description, url, type, siteName, image }: PageHead): string {
  return [
    `<title>${escapeHtml(title)}</title>`,
    metaTag('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    metaTag('property', 'og:type', type),
    metaTag('property', 'og:site_name', siteName),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', description),
    metaTag('property', 'og:url', url),
    ...(image ? [metaTag('property', 'og:image', image.url), metaTag('property', 'og:image:alt', image.alt)] : []),
    metaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    metaTag('name', 'twitter:title', title),
    metaTag('name', 'twitter:description', description),
    ...(image ? [metaTag('name', 'twitter:image', image.url)] : []),
  ].join('');
}

/**
 * The page in every language, for search engines: a `<link rel="alternate" hreflang>` a language and x-default (the
 * English page), absolute from `origin`, as the site's own pages give them (site/src/layouts/LanguageLinks.astro).
 */
export function languageLinks(origin: string, route: string): string {
  const link = (hreflang: string, path: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(new URL(path, origin).href)}">`;
  return [...LANGUAGES.map((language) => link(language, pathIn(language, route))), link('x-default', route)].join('');
}
