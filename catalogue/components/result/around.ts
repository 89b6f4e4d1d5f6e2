/**
 * A sentence split around one place, so that what fills it can be markup ("The model said <i>…</i>; …"): the text
 * before the place and after it.
 */
export function around(template: string, place: string): [string, string] {
  const at = template.indexOf(`{${place}}`);
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + place.length + 2)];
}
