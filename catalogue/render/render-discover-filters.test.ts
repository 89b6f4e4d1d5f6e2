import { describe, expect, test } from 'bun:test';
import type { DiscoverCard } from '../discover/discover-card';
import { renderDiscoverBody } from './render-discover';

const card = (slug: string, status: string, group: DiscoverCard['group']): DiscoverCard => ({
  slug, name: slug, scientificName: null, rank: 'Species', status, statusSource: null, photos: 1, group, image: null, terms: slug,
});
const CARDS = [card('hammerhead', 'Critically Endangered', 'sharks-rays'), card('clownfish', 'Least Concern', 'fishes'), card('kelp', 'Unknown words', 'algae-plants')];

/** The options of a filter <select> (by its name) as value and label. */
function optionsOf(html: string, name: string): string[] {
  const select = html.match(new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?</select>`))?.[0] ?? '';
  return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(([, value, label]) => `${value}: ${label}`);
}

describe("Discover's filters in the page's language", () => {
  test('IUCN categories and groups are named in the language; their values in the address stay', () => {
    expect(optionsOf(renderDiscoverBody(CARDS, 'de'), 'status')).toEqual(expect.arrayContaining(['critically-endangered: Vom Aussterben bedroht', 'least-concern: Nicht gefährdet', 'other: Andere']));
    expect(optionsOf(renderDiscoverBody(CARDS, 'de'), 'group')).toEqual(expect.arrayContaining(['sharks-rays: Haie und Rochen', 'fishes: Fische', 'algae-plants: Algen und Pflanzen']));
    expect(optionsOf(renderDiscoverBody(CARDS, 'zh-Hans'), 'status')).toEqual(expect.arrayContaining(['critically-endangered: 极危']));
  });

  test('English keeps its words', () => {
    expect(optionsOf(renderDiscoverBody(CARDS, 'en'), 'status')).toEqual(expect.arrayContaining(['critically-endangered: Critically Endangered', 'least-concern: Least Concern', 'other: Other']));
    expect(optionsOf(renderDiscoverBody(CARDS, 'en'), 'group')).toEqual(expect.arrayContaining(['sharks-rays: Sharks and rays', 'algae-plants: Algae and plants']));
  });
});

describe("Discover's cards in the page's language", () => {
  /** The badges' words of the cards rendered with the page. */
  const badges = (html: string) => [...html.matchAll(/data-status-colour="[^"]*">([^<]*)<\/span>/g)].map(([, words]) => words);

  test("a card's conservation status names its IUCN category in the page's language; other words stay as written", () => {
    const cards = [card('hammerhead', 'Critically Endangered (CR)', 'sharks-rays'), card('kelp', 'Unknown words', 'algae-plants')];
    expect(badges(renderDiscoverBody(cards, 'de'))).toEqual(expect.arrayContaining(['Vom Aussterben bedroht (CR)', 'Unknown words']));
    expect(badges(renderDiscoverBody(cards, 'de'))).not.toContain('Critically Endangered (CR)');
    expect(badges(renderDiscoverBody(cards, 'en'))).toEqual(expect.arrayContaining(['Critically Endangered (CR)']));
  });
});
