import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateSqliteFile, openSqliteFile, sqliteRows } from '../src/operations/tables/sqlite';
import { schemaTables, type Row } from '../src/operations/tables/schema';
import { connect, postgresRows } from '../src/operations/tables/postgres';

/**
 * A SQLite product's database seeded with raw SQL on bun:sqlite, so it can be made in a process running on
 * either dialect: ids with gaps (kept ids show), flags true, false and empty, timestamps to the millisecond.
 */
export function seedSqliteFile(path: string, options: { users?: number; sightings?: number } = {}): void {
  migrateSqliteFile(path);
  const file = openSqliteFile(path);
  const users = options.users ?? 4;
  const sightings = options.sightings ?? 12;
  const at = 1_764_236_523_123;
  file.exec('BEGIN');
  const user = file.prepare(
    'INSERT INTO users (id, username, username_key, password, email, is_admin, email_verified_at, catalogue_consent, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const session = file.prepare('INSERT INTO sessions (id, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)');
  const ids: number[] = [];
  for (let i = 0; i < users; i++) {
    const id = 3 + i * 4;
    ids.push(id);
    user.run(id, `diver${id}`, `diver${id}`, 'hash', `diver${id}@example.com`, i === 0 ? 1 : 0, i % 2 ? null : at + i, i % 2, at - i * 1000 + 7);
    session.run(`session-${id}`, id, at + 86_400_000, at + i);
  }
  const sighting = file.prepare(
    'INSERT INTO species_identifications (id, user_id, species_name, description, slug, is_published, published_at, accepted, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const photo = file.prepare('INSERT INTO identification_photos (identification_id, position, image_url, image_high_res_url) VALUES (?, 0, ?, ?)');
  for (let i = 0; i < sightings; i++) {
    const id = 10 + i * 3;
    const published = i % 3 === 0;
    sighting.run(id, ids[i % ids.length]!, `Reef fish ${i}`, `Seen on dive ${i}`, `reef-fish-${i}`, published ? 1 : 0, published ? at + i * 10 : null, i % 2, at + i);
    photo.run(id, `/uploads/${id}.webp`, `/uploads/${id}-high.webp`);
  }
  file.run("INSERT INTO share_links (token, identification_id, created_at) VALUES ('share-token-1', 10, ?)", [at]);
  file.run("INSERT INTO payments (id, user_id, plan, amount, status, holds_lifetime_slot, created_at, updated_at) VALUES (40, ?, 'lifetime', 9900, 'succeeded', 1, ?, ?)", [ids[0]!, at, at + 5]);
  file.run(
    "INSERT INTO taxa (aphia_id, scientific_name, rank, status, lineage, is_marine, is_brackish, is_freshwater, fetched_at) VALUES (127160, 'Amphiprion ocellaris', 'Species', 'accepted', '[]', 1, 0, NULL, ?)",
    [at],
  );
  file.run("INSERT INTO catalogue_taxa (aphia_id, slug, featured_identification_id) VALUES (127160, 'amphiprion-ocellaris', 10)");
  file.exec('COMMIT');
  file.close();
}

export const scratchFolder = (name = 'reefid-tables-') => mkdtempSync(join(tmpdir(), name));

const byKey = (keys: string[]) => (a: Row, b: Row) => {
  for (const key of keys) {
    const [x, y] = [a[key], b[key]] as [string | number, string | number];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
};

/** Every schema table's rows in the portable form (timestamps in ms, flags true/false), sorted by primary key. */
export async function portableRows(database: string): Promise<Record<string, Row[]>> {
  const all: Record<string, Row[]> = {};
  if (database.startsWith('postgres')) {
    const sql = connect(database);
    try {
      for (const table of schemaTables()) {
        all[table.name] = [];
        for await (const batch of postgresRows(sql, table)) all[table.name]!.push(...batch);
      }
    } finally {
      await sql.end();
    }
  } else {
    const file = openSqliteFile(database, { readonly: true });
    for (const table of schemaTables()) all[table.name] = [...sqliteRows(file, table)].flat();
    file.close();
  }
  for (const table of schemaTables()) all[table.name]!.sort(byKey(table.primaryKey));
  return all;
}
