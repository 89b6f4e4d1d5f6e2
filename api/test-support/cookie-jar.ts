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

/**
 * A request as a browser on the product's pages sends it: the product's Origin on writes (the server refuses writes
 * from other origins), the cookies kept, and a body as JSON (or as the form it is).
 */
export function browserRequest(method: string, origin: string, cookies: Map<string, string>, body?: unknown): { headers: Record<string, string>; body?: BodyInit } {
  const headers: Record<string, string> = {};
  if (method !== 'GET' && method !== 'HEAD') headers.origin = origin;
  if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  if (body instanceof FormData) return { headers, body };
  if (body === undefined) return { headers };
  headers['content-type'] = 'application/json';
  return { headers, body: JSON.stringify(body) };
}
