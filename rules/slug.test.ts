import { describe, expect, test } from 'bun:test';
import { baseSlug, slugify, uniqueSlug } from './slug';

describe('species page slugs', () => {
  test('are built from the species, the uploader and the website host', () => {
    expect(baseSlug('Ocellaris Clownfish', 'Diver_Anna', 'https://www.reef-photos.example/about')).toBe(
      'ocellaris-clownfish-by-diver-anna-reef-photos-example',
    );
    expect(baseSlug('Green Sea Turtle')).toBe('green-sea-turtle');
    expect(slugify('Pez ángel — Pomacanthus')).toBe('pez-angel-pomacanthus');
    expect(baseSlug('!!!')).toBe('species');
  });

  test('take the first free numbered variant', () => {
    const taken = new Set(['turtle', 'turtle-2']);
    expect(uniqueSlug('turtle', (slug) => taken.has(slug))).toBe('turtle-3');
    expect(uniqueSlug('ray', (slug) => taken.has(slug))).toBe('ray');
  });
});
