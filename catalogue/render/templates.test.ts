import { describe, expect, test } from 'bun:test';
import { fillHomeTemplate, ORIGIN_MARKER, RECENT_MARKER } from './templates';

describe('the home page template', () => {
  test('takes the serving origin for its absolute addresses, so that a build made for another PUBLIC_URL is the same template', () => {
    const template = `<link rel="alternate" hreflang="de" href="${ORIGIN_MARKER}/de/"><link rel="alternate" hreflang="x-default" href="${ORIGIN_MARKER}/">${RECENT_MARKER}`;
    expect(fillHomeTemplate(template, '<ul></ul>', 'https://reefid.example')).toBe(
      '<link rel="alternate" hreflang="de" href="https://reefid.example/de/"><link rel="alternate" hreflang="x-default" href="https://reefid.example/"><ul></ul>',
    );
  });

  test('refuses a template without the strip marker', () => {
    expect(() => fillHomeTemplate('<main></main>', '<ul></ul>', 'https://reefid.example')).toThrow('recently-identified marker');
  });
});
