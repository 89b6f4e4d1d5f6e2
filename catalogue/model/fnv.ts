/**
 * FNV-1a (32 bits) of a text's UTF-16 code units, from `seed` (FNV's offset basis unless given): the same in Bun,
 * Node, Astro's build and the browser. Part of the formats it places things by (Discover's chunks, the full-text
 * index's parts, the sitemap's files): changing it moves every page.
 */
export function fnv(text: string, seed = 0x811c9dc5): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
