/**
 * Keeps the cookies a response sets, as a browser does: a cookie set empty or already expired is forgotten.
 * For test clients that speak to servers over HTTP.
 */
export function keepCookies(cookies: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1);
    if (!value || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
    else cookies.set(name, value);
  }
}
