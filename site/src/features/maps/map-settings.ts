import { answer, api } from '../../lib/api';
import type { MapSettings } from '../../lib/types';

let settings: Promise<MapSettings> | undefined;

/** GET /api/map once a page: which tile server the maps use and the credit they show. A failed call is tried again next time. */
export function loadMapSettings(): Promise<MapSettings> {
  settings ??= answer(api.map.get()).catch((error: unknown) => {
    settings = undefined;
    throw error;
  });
  return settings;
}

/** Leaflet's attribution is HTML: the credit is text, escaped, and linked when it has an address. */
export function attributionHtml({ attribution, attributionUrl }: Pick<MapSettings, 'attribution' | 'attributionUrl'>): string {
  const text = escapeHtml(attribution);
  return attributionUrl ? `<a href="${escapeHtml(attributionUrl)}" target="_blank" rel="noopener">${text}</a>` : text;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
