import { startNginx, wrk } from '../support/nginx';
import { median, percentile } from '../support/debian';

/** Distinct pages asked once each, one after another: a crawler's first pass over a language. */
const FIRST_REQUESTS = 300;

/** One request's wall time in ms; any answer but 200 stops the bench. */
async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const spread = (times: number[]) => ({ median: median(times), p90: percentile(times, 90), perSecond: (times.length * 1000) / times.reduce((a, b) => a + b, 0) });

/**
 * Species pages in the other languages (decision 131): rendered on their first request from the page's facts, then
 * held like any page. Measures a first request of FIRST_REQUESTS distinct German pages against the same pages in
 * English (their build's files, asked once each), and one German page held against nginx sending the English file.
 */
export async function benchPagesInLanguages(serverUrl: string, buildSiteDir: string, slugs: string[]) {
  const ours = serverUrl.replace('localhost', '127.0.0.1');
  const picked = slugs.slice(0, FIRST_REQUESTS);
  const firstGerman: number[] = [];
  for (const slug of picked) firstGerman.push(await timed(`${ours}/de/species/${slug}`));
  const firstEnglish: number[] = [];
  for (const slug of picked) firstEnglish.push(await timed(`${ours}/species/${slug}`));
  const slug = picked[0]!;
  const nginx = await startNginx({
    workers: 'auto',
    readyPath: `/species/${slug}/`,
    server: `  server {
    root ${buildSiteDir};
    location / { try_files $uri $uri/index.html =404; }
  }`,
  });
  try {
    const germanUrl = `${ours}/de/species/${slug}`;
    const nginxUrl = `${nginx.url}/species/${slug}/`;
    await wrk(germanUrl, 5);
    await wrk(nginxUrl, 2);
    const held = { ours: [] as number[], nginx: [] as number[] };
    for (let i = 0; i < 2; i++) {
      held.nginx.push(await wrk(nginxUrl));
      held.ours.push(await wrk(germanUrl));
    }
    return { pages: picked.length, firstGerman: spread(firstGerman), firstEnglish: spread(firstEnglish), held };
  } finally {
    await nginx.stop();
  }
}
