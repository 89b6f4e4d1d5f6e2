import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BODY_MARKER, HEAD_MARKER, RECENT_MARKER, templateFile } from '@catalogue/render/templates';
import { LANGUAGES } from '@rules/languages';

// Apart from catalogue-site.ts, whose imports (the test harness) keep a process alive: spawned servers' tests and
// scripts use these templates too.

export const write = (path: string, content: string) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
};

/** A stand-in for the Astro output of `npm run build`: the catalogue templates (in every language) and a 404 page. */
export function writeTestSite(dir: string): string {
  for (const lang of LANGUAGES) {
    write(join(dir, templateFile('species', lang)), `<!doctype html><html lang="${lang}"><head>${HEAD_MARKER}</head><body><main>${BODY_MARKER}</main></body></html>`);
    write(join(dir, templateFile('discover', lang)), `<!doctype html><html lang="${lang}"><head>${HEAD_MARKER}</head><body>${BODY_MARKER}</body></html>`);
    write(join(dir, templateFile('home', lang)), `<!doctype html><html lang="${lang}"><body><h1>${lang === 'en' ? 'Discover Marine Biodiversity' : 'ReefID'}</h1>${RECENT_MARKER}</body></html>`);
    write(join(dir, templateFile('speciesNotFound', lang)), `<!doctype html><html lang="${lang}"><body><h1>${lang === 'en' ? 'Species Not Found' : '404'}</h1></body></html>`);
  }
  write(join(dir, '404.html'), '<!doctype html><html><body><h1>404 Page Not Found</h1></body></html>');
  write(join(dir, 'pagefind/pagefind-entry.json'), '{"version":"1.6.0","languages":{}}');
  return dir;
}

