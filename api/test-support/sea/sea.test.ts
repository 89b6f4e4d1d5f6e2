import { describe, expect, test } from 'bun:test';
import { seaLifeGroup } from '@catalogue/model/groups';
import { kebab } from '../catalogue-fixtures';
import { SEA_CLASSES, seaFixtures, seaSpecies, TOTAL_SHARE } from '.';

const sea = seaFixtures(300_000, { species: 100_000 });

describe('the sea fixtures at 100,000 taxa and 300,000 photos', () => {
  // How long they take to make is a figure for a benchmark, not a rule: on a busy machine the load decides it.
  test('are 100,000 taxa and 300,000 photos', () => {
    expect(sea.taxa).toHaveLength(100_000);
    expect(sea.rows).toHaveLength(300_000);
  });

  test('every taxon has a scientific name, a species page slug, a common name and an AphiaID of its own', () => {
    for (const names of [sea.taxa.map((t) => t.scientificName.toLowerCase()), sea.taxa.map((t) => kebab(t.scientificName)), sea.taxa.map((t) => t.vernacularName), sea.taxa.map((t) => String(t.aphiaId)), sea.rows.map((row) => row.slug)])
      expect(new Set(names).size).toBe(names.length);
    expect(sea.taxa.every((t) => /^[A-Z][a-z]+ [a-z]+$/.test(t.scientificName))).toBe(true);
  });

  test('every photo is of one of the taxa, and every taxon has a photo', () => {
    const names = new Set(sea.taxa.map((t) => t.scientificName));
    expect(sea.rows.every((row) => names.has(row.scientificName))).toBe(true);
    expect(new Set(sea.rows.map((row) => row.scientificName)).size).toBe(100_000);
  });

  test('each class holds about its share of the species', () => {
    const counts = new Map<string, number>();
    for (const t of sea.taxa) counts.set(t.classification.class!, (counts.get(t.classification.class!) ?? 0) + 1);
    for (const c of SEA_CLASSES) {
      const expected = (c.share / TOTAL_SHARE) * 100_000;
      // A binomial draw: within five standard deviations, and never absent.
      expect(Math.abs((counts.get(c.name) ?? 0) - expected)).toBeLessThan(5 * Math.sqrt(expected) + 1);
      expect(counts.get(c.name) ?? 0).toBeGreaterThan(0);
    }
  });

  test("every Discover group has species, fishes and crustaceans among the largest", () => {
    const groups = new Map<string, number>();
    for (const t of sea.taxa) {
      const group = seaLifeGroup(Object.values(t.classification));
      groups.set(group, (groups.get(group) ?? 0) + 1);
    }
    for (const group of ['sharks-rays', 'fishes', 'corals-anemones', 'jellyfish', 'molluscs', 'crustaceans', 'echinoderms', 'turtles-reptiles', 'mammals', 'seabirds', 'algae-plants', 'other'])
      expect(groups.get(group) ?? 0).toBeGreaterThan(0);
    expect(groups.get('crustaceans')!).toBeGreaterThan(groups.get('fishes')!);
    expect(groups.get('fishes')!).toBeGreaterThan(groups.get('echinoderms')!);
  });

  test('a genus is always under the same family, a family under one order, an order under one class', () => {
    const parent = new Map<string, string>();
    const holds = (child: string, above: string) => {
      const known = parent.get(child);
      if (known === undefined) parent.set(child, above);
      else expect(`${child} under ${known}`).toBe(`${child} under ${above}`);
    };
    for (const t of sea.taxa) {
      const { kingdom, phylum, class: c, order, family, genus } = t.classification;
      expect(t.scientificName.split(' ')[0]).toBe(genus!);
      holds(`genus ${genus}`, `${family}`);
      holds(`family ${family}`, `${order}`);
      holds(`order ${order}`, `${c}`);
      holds(`class ${c}`, `${phylum} ${kingdom}`);
      expect(t.lineage.map((step): string | null => step.name)).toEqual([kingdom, phylum, ...(t.lineage[2]!.rank === 'Subphylum' ? [t.lineage[2]!.name] : []), c, order, family, genus, t.scientificName]);
    }
  });

  test('genera hold several species, and higher taxa have one AphiaID each', () => {
    const perGenus = new Map<string, number>();
    for (const t of sea.taxa) perGenus.set(t.classification.genus!, (perGenus.get(t.classification.genus!) ?? 0) + 1);
    expect(perGenus.size).toBeLessThan(60_000);
    expect([...perGenus.values()].filter((n) => n >= 5).length).toBeGreaterThan(1_000);
    const ids = new Map<string, number>();
    for (const t of sea.taxa)
      for (const step of t.lineage.slice(0, -1)) {
        const key = `${step.rank} ${step.name}`;
        expect(ids.get(key) ?? step.aphiaId).toBe(step.aphiaId);
        ids.set(key, step.aphiaId);
      }
    expect(new Set(ids.values()).size).toBe(ids.size);
  });
});

describe('the sea fixtures for a seed', () => {
  test('are the same on every run, and differ with the seed', () => {
    const names = (seed?: number) => seaFixtures(300, { seed }).rows.map((row) => `${row.slug} ${row.scientificName} ${row.classification}`);
    expect(names()).toEqual(names());
    expect(names(8)).not.toEqual(names());
  });

  test('grow by taking the next species of the same sea', () => {
    const first = seaFixtures(30, { species: 30 });
    const more = seaFixtures(30, { species: 30, start: 30 });
    const stream = seaSpecies();
    const sixty = Array.from({ length: 60 }, () => stream.next().value!.scientificName);
    expect([...first.taxa, ...more.taxa].map((t) => t.scientificName)).toEqual(sixty);
    expect(new Set([...first.rows, ...more.rows].map((row) => row.slug)).size).toBe(60);
  });
});
