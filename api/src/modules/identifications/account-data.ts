import { parseAlternativeSpecies } from '@rules/alternative-species';
import type { AppContext } from '../../context';
import type { CookieJar } from '../../lib/cookies';
import { removeImages } from '../../lib/images/store';
import { photoKey, photoStore } from '../../lib/storage';
import type { AccountHoldings, ArchiveFile, UserRow } from '../accounts';
import { allUserIdentifications, deleteUserIdentificationRows, type IdentificationRow } from './records';
import { photoFilesOf, storedPhotosOf } from './photo-lists';
import type { StoredPhoto } from './repo';
import { claimVisitorIdentifications } from './service';
import { candidatesOf } from './view';

/** The live share link of each identification that has one, by identification id (the sharing module knows them). */
export type ShareLinksOf = (identificationIds: number[]) => Promise<Map<number, string>>;

/** The largest copy kept of a photo: the high-resolution one, else the web-size one of older identifications. */
const originalOf = (photo: StoredPhoto) => photo.imageHighResUrl || photo.imageUrl;
/** Trashed identifications go in a folder of their own, so the export shows which ones the owner threw away. */
const folderOf = (row: IdentificationRow) => (row.trashedAt ? 'trash/' : '');
/** The cover keeps the name it always had ({id}.jpg); the sighting's other photos follow as {id}-2.jpg, {id}-3.jpg… */
const imageName = (row: IdentificationRow, position = 0) => `${folderOf(row)}images/${row.id}${position ? `-${position + 1}` : ''}.jpg`;

/** One photo of an identification in the archive: its name there and where its original is stored. */
interface ExportedPhoto {
  row: IdentificationRow;
  name: string;
  key: string;
}

/**
 * Every column of an identification, the stored lists as lists, with its photos named by their files in the
 * archive (`image` the cover, `images` every one, cover first) and the live share link. Left out: internal ids and
 * the server's file paths and thumbnails.
 */
function identificationRecord(row: IdentificationRow, images: string[], sharedLink: string | null) {
  const { userId: _user, visitorId: _visitor, imageUrl: _web, imageHighResUrl: _highRes, cardThumbnail: _thumbnail, ...columns } = row;
  return {
    ...columns,
    alternativeSpecies: parseAlternativeSpecies(row.alternativeSpecies),
    candidates: candidatesOf(row.candidates),
    image: images[0] ?? null,
    images,
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
async function* photos(ctx: AppContext, exported: ExportedPhoto[]): AsyncGenerator<ArchiveFile> {
  for (const { row, name, key } of exported) {
    const data = await photoStore(ctx.config).read(key);
    if (data) yield { name, data, compress: false, modified: row.createdAt };
  }
}

/** Every photo of every row whose original is stored, in the archive's order (by row, cover first). */
async function exportedPhotos(ctx: AppContext, rows: IdentificationRow[]): Promise<ExportedPhoto[]> {
  const lists = await storedPhotosOf(ctx.db, rows);
  const all = rows.flatMap((row) => (lists.get(row.id) ?? []).map((photo, position) => ({ row, name: imageName(row, position), key: photoKey(originalOf(photo)) })));
  const present = await Promise.all(all.map(async ({ key }) => !!key && (await photoStore(ctx.config).exists(key))));
  return all.filter((_, i) => present[i]) as ExportedPhoto[];
}

/**
 * The account's part of "Download my data": every identification in identifications.json and identifications.csv,
 * and the original-size stored photos under images/; the trashed ones the same way under trash/.
 */
async function exportFiles(ctx: AppContext, shareLinksOf: ShareLinksOf, user: UserRow, now: Date): Promise<AsyncIterable<ArchiveFile>> {
  const rows = (await allUserIdentifications(ctx.db, user.id)).sort((a, b) => a.id - b.id);
  const links = await shareLinksOf(rows.map((row) => row.id));
  const exported = await exportedPhotos(ctx, rows);
  const records = rows.map((row) =>
    identificationRecord(row, exported.filter((photo) => photo.row === row).map((photo) => photo.name), links.get(row.id) ?? null),
  );
  const lists = (folder: string) => {
    const listed = records.filter((_, i) => folderOf(rows[i]!) === folder);
    return [
      { name: `${folder}identifications.json`, data: text(JSON.stringify(listed, null, 2)), compress: true, modified: now },
      { name: `${folder}identifications.csv`, data: text(identificationsCsv(listed)), compress: true, modified: now },
    ];
  };
  async function* files(): AsyncGenerator<ArchiveFile> {
    yield* lists('');
    if (rows.some((row) => row.trashedAt)) yield* lists('trash/');
    yield* photos(ctx, exported);
  }
  return files();
}

/**
 * What an account holds here, for the accounts module (which cannot import this one): identifications claimed at
 * sign-in, exported with the account's data, and deleted with the account (their share links go with them by
 * cascade; their published photos leave the catalogue, then their files go, after the commit).
 */
export function identificationsOfAccounts(ctx: AppContext, shareLinksOf: ShareLinksOf): AccountHoldings {
  return {
    claimVisitorIdentifications: async (cookie: CookieJar, user: UserRow) => {
      await claimVisitorIdentifications(ctx, cookie, user);
    },
    exportFiles: (user, now) => exportFiles(ctx, shareLinksOf, user, now),
    deleteWithAccount: async (tx, userId) => {
      // Every photo of every identification, read before the rows (and their photo lists) go; and the sightings an
      // expert reviewed, whose reviews go with the account.
      const files = await photoFilesOf(tx, await allUserIdentifications(tx, userId));
      const reviewed = await ctx.reviewLedger.sightingsReviewedBy({ db: tx }, userId);
      const removed = await deleteUserIdentificationRows(tx, userId);
      return async () => {
        for (const row of removed) if (row.isPublished) await ctx.catalogueFollower.removeFromCatalogue(ctx, row.id, row.imageUrl);
        await removeImages(photoStore(ctx.config), files);
        await ctx.reviewLedger.reviewersLeft(ctx, reviewed);
      };
    },
  };
}
