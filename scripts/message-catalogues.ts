/**
 * The rules the message catalogues keep: every language has every key, no key is left unused by the code, and a
 * message has the same placeholders in every language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../rules/languages';

export type Catalogue = Record<string, string>;
const ROOT = join(import.meta.dir, '..');

export function readCatalogues(): Record<Language, Catalogue> {
  const entries = LANGUAGES.map((language) => {
    const { $schema: _, ...messages } = JSON.parse(readFileSync(join(ROOT, 'messages', `${language}.json`), 'utf8')) as Catalogue;
    return [language, messages] as const;
  });
  return Object.fromEntries(entries) as Record<Language, Catalogue>;
}

/** The text of every file of code that may call a message (the compiled messages themselves excepted). */
export function readCode(): string[] {
  const files = ['site/src', 'rules', 'api/src', 'catalogue'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.(tsx?|astro)$/.test(path) && !/\.test\.tsx?$/.test(path))
      .map((path) => join(ROOT, dir, path)),
  );
  return files.map((path) => readFileSync(path, 'utf8'));
}

const placeholders = (text: string) => [...text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*\}/g)].map((match) => match[1]!).sort();

/** What is wrong with the catalogues, one line a fault; [] when they keep every rule. */
export function catalogueFaults(catalogues: Record<Language, Catalogue>, code: string[]): string[] {
  const faults: string[] = [];
  const keys = new Set(LANGUAGES.flatMap((language) => Object.keys(catalogues[language])));
  for (const key of [...keys].sort()) {
    const present = LANGUAGES.filter((language) => catalogues[language][key] !== undefined);
    for (const language of LANGUAGES) if (!present.includes(language)) faults.push(`${key}: missing in ${language}`);
    const english = placeholders(catalogues.en[key] ?? catalogues[present[0]!][key]!).join(', ');
    for (const language of present) {
      const own = placeholders(catalogues[language][key]!).join(', ');
      if (own !== english) faults.push(`${key}: placeholders {${own}} in ${language}, {${english}} in en`);
    }
    const used = new RegExp(`\\b${key}\\b`);
    if (!code.some((text) => used.test(text))) faults.push(`${key}: used nowhere`);
  }
  return faults;
}
