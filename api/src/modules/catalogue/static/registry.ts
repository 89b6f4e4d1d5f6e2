import type { AppContext } from '../../../context';

/** What the publishing service needs from the running static catalogue. */
export interface CatalogueChanges {
  /** Re-reads what is published (404s start at once) and brings pages, lists and search up to date. */
  changed(): Promise<void>;
}

/** The static catalogue served for an app context; API tests run without one. */
const sites = new WeakMap<AppContext, CatalogueChanges>();

export const attachCatalogueSite = (ctx: AppContext, site: CatalogueChanges) => void sites.set(ctx, site);
export const catalogueSiteOf = (ctx: AppContext) => sites.get(ctx);
