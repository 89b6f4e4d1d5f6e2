import { readFile } from 'node:fs/promises';
import { Catalogue, type SpeciesPage } from './catalogue';

/**
 * The catalogue the static build renders: the JSON snapshot named by CATALOGUE_SNAPSHOT (written by the
 * server before each rebuild, or by a fixture), or an empty catalogue when the variable is unset.
 */
let loaded: Promise<Catalogue> | undefined;

export function loadCatalogue(path = process.env.CATALOGUE_SNAPSHOT): Promise<Catalogue> {
  loaded ??= (async () => {
    if (!path) return new Catalogue([]);
    try {
      return new Catalogue(JSON.parse(await readFile(path, 'utf8')) as SpeciesPage[]);
    } catch (cause) {
      throw new Error(`Failed to read the catalogue snapshot ${path}`, { cause });
    }
  })();
  return loaded;
}
