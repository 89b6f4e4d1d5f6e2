import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dir, '../..');

/**
 * Lighthouse (the npm package, default mobile profile with simulated throttling) with Debian's Chromium; `cookie`
 * signs the page in (sent as a header on every request).
 */
export async function lighthouse(url: string, options: { cookie?: string } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'reefid-lighthouse-'));
  try {
    const report = join(dir, 'report.json');
    const child = Bun.spawn(
      [
        'node',
        join(ROOT, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        '--only-categories=performance,accessibility,seo,best-practices',
        ...(options.cookie ? [`--extra-headers=${JSON.stringify({ Cookie: options.cookie })}`] : []),
        '--chrome-path=/usr/bin/chromium',
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
      ],
      { stdout: 'ignore', stderr: 'pipe', env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
    );
    const stderr = await new Response(child.stderr).text();
    if ((await child.exited) !== 0) throw new Error(`lighthouse failed for ${url}:\n${stderr}`);
    const result = JSON.parse(readFileSync(report, 'utf8'));
    const score = (category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
    const failed = Object.values(result.audits as Record<string, { score: number | null; title: string; scoreDisplayMode: string }>)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
      .map((audit) => audit.title);
    return {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      lcpMs: Math.round(result.audits['largest-contentful-paint'].numericValue),
      failed,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
