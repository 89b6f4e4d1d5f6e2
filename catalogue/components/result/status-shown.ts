import type { StatusNames } from './conservation-words';

/**
 * A status in the page's language: a Red List category by its name there ("Critically Endangered (CR)" is "Vom
 * Aussterben bedroht (CR)" in German); English, and a status that names no category, as written. Plain, so that
 * Discover's script writes its cards' badges with it too.
 */
export function statusShown(status: string, names: StatusNames | undefined): string {
  const [, name = '', code] = /^(.*?)\s*(\([^)]*\))?\s*$/.exec(status) ?? [];
  const shown = names?.[name.trim().toLowerCase()];
  if (!shown) return status;
  return code ? `${shown} ${code}` : shown;
}
