import { describe, expect, test } from 'bun:test';
import type { DeclaredTable } from '../../db/tables';
import { insertOrder, schemaTables } from './schema';

const table = (name: string, references: Array<[string, string]>, nullable = true): DeclaredTable => ({
  name,
  columns: [{ name: 'id', kind: 'plain', nullable: false }, ...references.map(([column]) => ({ name: column, kind: 'plain' as const, nullable }))],
  primaryKey: ['id'],
  references: references.map(([column, to]) => ({ column, table: to })),
});

describe('the insert order', () => {
  test("puts every table after the tables it references, the schema's included", () => {
    const order = insertOrder([table('photos', [['sighting_id', 'sightings']]), table('sightings', [['user_id', 'users']]), table('users', [])]);
    expect(order.map((t) => t.name)).toEqual(['users', 'sightings', 'photos']);
    const names = schemaTables().map((t) => t.name);
    for (const [before, after] of [['users', 'sessions'], ['dives', 'species_identifications'], ['species_identifications', 'share_links'], ['species_identifications', 'catalogue_taxa']]) {
      expect(names.indexOf(before!)).toBeLessThan(names.indexOf(after!));
    }
  });

  test('fills a reference to its own table, and one that closes a cycle, after every row is in', () => {
    const order = insertOrder([table('divers', [['buddy_id', 'divers'], ['club_id', 'clubs']]), table('clubs', [['founder_id', 'divers']])]);
    expect(order.map((t) => [t.name, t.deferred])).toEqual([
      ['divers', ['buddy_id', 'club_id']],
      ['clubs', []],
    ]);
    // Only the reference to its own table waits: the logs referencing it are filled after it, as they are.
    const selfOnly = insertOrder([table('logs', [['diver_id', 'divers']]), table('divers', [['buddy_id', 'divers']])]);
    expect(selfOnly.map((t) => [t.name, t.deferred])).toEqual([
      ['divers', ['buddy_id']],
      ['logs', []],
    ]);
  });

  test('refuses a cycle it cannot break: a reference that may not be empty', () => {
    expect(() => insertOrder([table('a', [['b_id', 'b']], false), table('b', [['a_id', 'a']], false)])).toThrow('Table a references a table that cannot be filled before it through b_id');
  });
});
