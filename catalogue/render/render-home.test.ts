import { describe, expect, test } from 'bun:test';
import { renderRecentTiles, type RecentTile } from './render-home';

const tile = (slug: string, english: string, german?: string): RecentTile => ({
  slug,
  taxon: { vernacularName: english, scientificName: `${slug} sp.`, rank: 'Species', ...(german ? { commonNames: { de: [german] } } : {}) },
  featured: { speciesName: english, scientificName: `${slug} sp.` },
  photo: { imageUrl: `/uploads/${slug}.jpg`, thumbnail: null },
});
const TILES = [tile('octopus-vulgaris', 'Common octopus', 'Gemeiner Krake'), tile('chromis-viridis', 'Blue green damselfish')];

describe('the home page’s "Recently identified" strip', () => {
  test("in German: its words, each name in German else English, and the German pages' links", () => {
    const html = renderRecentTiles(TILES, 'de');
    expect(html).toContain('<h2 id="recent-title">Kürzlich bestimmt</h2>');
    expect(html).toContain('<a href="/de/discover">Alle Arten ansehen</a>');
    expect(html).toContain('href="/de/species/octopus-vulgaris"');
    expect(html).toContain('<span class="recent-name">Gemeiner Krake</span>');
    expect(html).toContain('<span class="recent-name">Blue green damselfish</span>');
  });

  test('in English, as it always was', () => {
    const html = renderRecentTiles(TILES);
    expect(html).toContain('<h2 id="recent-title">Recently identified</h2><a href="/discover">See all species</a>');
    expect(html).toContain('href="/species/octopus-vulgaris"');
    expect(html).toContain('<span class="recent-name">Common octopus</span>');
  });
});
