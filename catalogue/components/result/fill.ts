/** A sentence rendered with the page, its `{name}` places filled where the value is known (in the browser, or below). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}

/**
 * A sentence split around one place, so that what fills it can be markup ("The model said <i>…</i>; …"): the text
 * before the place and after it.
 */
export function around(template: string, place: string): [string, string] {
  const at = template.indexOf(`{${place}}`);
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + place.length + 2)];
}
