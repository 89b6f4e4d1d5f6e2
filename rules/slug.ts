/** Lower-case ASCII words joined by dashes: "Ocellaris Clownfish" -> "ocellaris-clownfish". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function websiteHost(website: string | null | undefined): string {
  if (!website) return '';
  try {
    return new URL(website).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

const MAX_SLUG_LENGTH = 90;

/** The readable part of a species page address: species, then the uploader's name and website. */
export function baseSlug(speciesName: string, uploaderName?: string | null, uploaderWebsite?: string | null): string {
  const parts = [speciesName, uploaderName ? `by ${uploaderName}` : '', websiteHost(uploaderWebsite)];
  const slug = slugify(parts.filter(Boolean).join(' ')).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
  return slug || 'species';
}

/** The first free slug among base, base-2, base-3 …; a random tail once many are taken. */
export function uniqueSlug(base: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(base)) return base;
  for (let n = 2; n <= 50; n++) if (!isTaken(`${base}-${n}`)) return `${base}-${n}`;
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}
