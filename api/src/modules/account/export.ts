import { parseAlternativeSpecies } from '@rules/alternative-species';
import type { AppContext } from '../../context';
import { photoKey, photoStore } from '../../lib/storage';
import type { UserRow } from '../accounts/service';
import { allUserIdentifications, type IdentificationRow } from '../identifications/records';
import { candidatesOf } from '../identifications/view';
import { shareLinksOf, shareUrl } from '../sharing/service';
import { zipStream, type ArchiveFile } from './zip';

/** The largest copy kept of a photo: the high-resolution one, else the web-size one of older identifications. */
const originalOf = (row: IdentificationRow) => row.imageHighResUrl ?? row.imageUrl;
const imageName = (row: IdentificationRow) => `images/${row.id}.jpg`;

/** What the account holds about the person, as they see it on their profile; never the password hash. */
function accountRecord(user: UserRow) {
  return {
    username: user.username,
    email: user.email,
    website: user.website,
    subscriptionTier: user.subscriptionTier,
    subscriptionExpiresAt: user.subscriptionExpiresAt,
    subscriptionCanceledAt: user.subscriptionCanceledAt,
    trialStartedAt: user.trialStartedAt,
    identificationCount: user.identificationCount,
    createdAt: user.createdAt,
  };
}

/**
 * Every column of an identification, the stored lists as lists, with the photo named by its file in the archive
 * and the live share link. Left out: internal ids and the server's file paths and thumbnails.
 */
function identificationRecord(row: IdentificationRow, image: string | null, sharedLink: string | null) {
  const { userId: _user, visitorId: _visitor, imageUrl: _web, imageHighResUrl: _highRes, cardThumbnail: _thumbnail, ...columns } = row;
  return {
    ...columns,
    alternativeSpecies: parseAlternativeSpecies(row.alternativeSpecies),
    candidates: candidatesOf(row.candidates),
    image,
    sharedLink,
  };
}
type IdentificationRecord = ReturnType<typeof identificationRecord>;

const CSV_COLUMNS: Array<[string, (record: IdentificationRecord) => unknown]> = [
  ['id', (r) => r.id],
  ['created_at', (r) => r.createdAt],
  ['species_name', (r) => r.speciesName],
  ['scientific_name', (r) => r.scientificName],
  ['conservation_status', (r) => r.conservationStatus],
  ['worms_check', (r) => r.verification],
  ['aphia_id', (r) => r.aphiaId],
  ['saved', (r) => r.accepted],
  ['published', (r) => r.isPublished],
  ['published_at', (r) => r.publishedAt],
  ['trashed_at', (r) => r.trashedAt],
  ['shared_link', (r) => r.sharedLink],
  ['image', (r) => r.image],
  ['description', (r) => r.description],
];

/**
 * One CSV cell: quoted when it must be, and text a spreadsheet would run as a formula (=, +, -, @ first) is
 * prefixed with an apostrophe, since descriptions come from an AI model.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function identificationsCsv(records: IdentificationRecord[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => name), ...records.map((record) => CSV_COLUMNS.map(([, read]) => csvCell(read(record))))];
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

const text = (value: string) => new TextEncoder().encode(value);

/** The stored original of each photo, read one at a time as the archive is sent; a missing one is left out. */
async function* photos(ctx: AppContext, rows: IdentificationRow[]): AsyncGenerator<ArchiveFile> {
  for (const row of rows) {
    const key = photoKey(originalOf(row));
    const data = key ? await photoStore(ctx.config).read(key) : null;
    if (data) yield { name: imageName(row), data, compress: false, modified: row.createdAt };
  }
}

/**
 * "Download my data": account.json, every identification (trashed ones too) in identifications.json and
 * identifications.csv, and the original-size stored photos under images/.
 */
export async function exportAccount(ctx: AppContext, user: UserRow): Promise<Response> {
  const rows = (await allUserIdentifications(ctx.db, user.id)).sort((a, b) => a.id - b.id);
  const links = await shareLinksOf(ctx.db, rows.map((row) => row.id));
  const present = await Promise.all(rows.map(async (row) => {
    const key = photoKey(originalOf(row));
    return !!key && (await photoStore(ctx.config).exists(key));
  }));
  const records = rows.map((row, i) => {
    const token = links.get(row.id);
    return identificationRecord(row, present[i] ? imageName(row) : null, token ? shareUrl(ctx, token) : null);
  });
  const now = ctx.now();
  async function* files(): AsyncGenerator<ArchiveFile> {
    yield { name: 'account.json', data: text(JSON.stringify(accountRecord(user), null, 2)), compress: true, modified: now };
    yield { name: 'identifications.json', data: text(JSON.stringify(records, null, 2)), compress: true, modified: now };
    yield { name: 'identifications.csv', data: text(identificationsCsv(records)), compress: true, modified: now };
    yield* photos(ctx, rows.filter((_, i) => present[i]));
  }
  const day = now.toISOString().slice(0, 10);
  return new Response(zipStream(files()), {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="reefid-data-${day}.zip"`,
      'cache-control': 'private, no-store',
    },
  });
}
