/**
 * `fetch` over XMLHttpRequest, for the one call whose upload the screen follows: fetch cannot report how much of a
 * request body has been sent, and on a slow link the photo's upload is most of the wait. Answers, errors and
 * cancellation behave as fetch's do (a network failure rejects with a TypeError, an abort with an AbortError).
 */
export function fetchReportingUpload(onUploaded: (fraction: number) => void) {
  return (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const signal = init.signal;
      if (signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', input instanceof Request ? input.url : String(input));
      xhr.withCredentials = init.credentials !== 'omit';
      xhr.responseType = 'blob';
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => event.lengthComputable && onUploaded(event.loaded / event.total);
      xhr.upload.onload = () => onUploaded(1);
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        // 204 and 304 carry no body; Response refuses one.
        const body = xhr.status === 204 || xhr.status === 304 ? null : (xhr.response as Blob);
        resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
