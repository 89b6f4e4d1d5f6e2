// What the request handler serves beside the API, provided by the modules that own those pages.

/** Serves the species pages, Discover, search and sitemap that change as identifications are published. */
export interface CatalogueFiles {
  /** The species pages visitors request most, answered from memory without waiting on anything. */
  hotPage(pathname: string, acceptEncoding: string | null): Response | undefined;
  serve(pathname: string, acceptEncoding: string | null): Promise<Response | null>;
}

/** The pages of unlisted share links, /shared/{token}, read from the database on every request. */
export interface SharedFiles {
  /** Null for any path outside /shared/; `headers` choose the page's language (the lang cookie, Accept-Language). */
  serve(pathname: string, headers?: Headers): Promise<Response | null>;
}
