/**
 * One path for every API route. The request handler chooses a route's body bound and the upload gate by the URL's
 * path; the API's router must serve exactly that path, or a request could be bounded as one route and served as
 * another. Two differences are closed:
 * - the router serves only the path as declared (`strictPath` in app.ts): `/api/identify/` is not `/api/identify`,
 *   it answers 404. Dot segments are resolved before either sees the URL (`/api/identify/.` is `/api/identify/`);
 *   case, doubled slashes and percent-escapes name no route (404).
 * - the router reads the path from the URL's text itself, from the first `/` at or after its 11th character (the
 *   shortest `http://` URL with a usual host name). A Host of one or two characters moves that into the path:
 *   `http://a/api/api/identify` would be routed as `/api/identify`. Such a request is refused (400).
 */
export function routedPath(url: string): string {
  const start = url.indexOf('/', 11);
  if (start === -1) return '';
  const query = url.indexOf('?', start + 1);
  return url.substring(start, query === -1 ? undefined : query);
}

/** Whether the API's router would serve the request at `pathname`, the path the handler chose its limits by. */
export const routedAsRead = (url: string, pathname: string) => routedPath(url) === pathname;
