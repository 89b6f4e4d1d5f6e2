import { PRODUCT_NAME } from '@rules/product';

/** The slim top bar of the static public pages (species, shared): home and Discover, no script. */
export function CatalogueNav() {
  return (
    <nav className="species-nav container" aria-label="Catalogue">
      <a className="species-brand" href="/">{PRODUCT_NAME}</a>
      <a href="/discover">Discover Species</a>
    </nav>
  );
}
