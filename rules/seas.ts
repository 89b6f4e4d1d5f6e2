import { cellLabel, hidesLocation, type Position } from './location';

/**
 * The sea or ocean a position lies in, for the model's prompt and for public pages that may name a region but not
 * a place. Seas are rough boxes around the IHO seas divers visit most, checked smallest first; elsewhere the ocean
 * and its hemisphere. It names a region of water near the position, which is all either use needs: it is not a
 * gazetteer, and a point on land gets the water beside it.
 */
interface Sea {
  name: string;
  south: number;
  north: number;
  west: number;
  east: number;
}

const SEAS: Sea[] = [
  { name: 'Gulf of Aqaba', south: 27.9, north: 29.6, west: 34.3, east: 35.1 },
  { name: 'Persian Gulf', south: 23.5, north: 30.5, west: 47.5, east: 56.5 },
  { name: 'Gulf of Aden', south: 10.5, north: 15, west: 43.3, east: 51.5 },
  { name: 'Red Sea', south: 12.5, north: 30, west: 32, east: 43.3 },
  { name: 'Black Sea', south: 40.5, north: 47, west: 27.5, east: 42 },
  { name: 'Mediterranean Sea', south: 30, north: 46, west: -6, east: 36.5 },
  { name: 'Baltic Sea', south: 53, north: 66, west: 9.5, east: 30.5 },
  { name: 'North Sea', south: 51, north: 62, west: -4, east: 9.5 },
  { name: 'Gulf of California', south: 22, north: 32, west: -115, east: -107 },
  { name: 'Gulf of Mexico', south: 18, north: 31, west: -98, east: -80.5 },
  { name: 'Caribbean Sea', south: 9, north: 22, west: -89, east: -59.5 },
  { name: 'Andaman Sea', south: 5, north: 17, west: 92, east: 99 },
  { name: 'Bay of Bengal', south: 5, north: 23, west: 80, east: 92 },
  { name: 'Arabian Sea', south: 5, north: 25, west: 51.5, east: 77 },
  { name: 'Gulf of Thailand', south: 5, north: 14, west: 99, east: 105 },
  { name: 'Sulu Sea', south: 5, north: 12, west: 117, east: 123 },
  { name: 'Celebes Sea', south: 1, north: 7.5, west: 118.5, east: 126 },
  { name: 'Bali Sea', south: -9, north: -7, west: 114.4, east: 118 },
  { name: 'Flores Sea', south: -9, north: -5.5, west: 118, east: 123 },
  { name: 'Halmahera Sea', south: -1.5, north: 1, west: 126.5, east: 131 },
  { name: 'Java Sea', south: -8, north: -3, west: 105, east: 118 },
  { name: 'Banda Sea', south: -8, north: -3.5, west: 122, east: 133 },
  { name: 'South China Sea', south: 0, north: 23, west: 99, east: 121 },
  { name: 'East China Sea', south: 23, north: 33, west: 117, east: 131 },
  { name: 'Yellow Sea', south: 33, north: 41, west: 117, east: 127 },
  { name: 'Sea of Japan', south: 33, north: 52, west: 127, east: 142 },
  { name: 'Philippine Sea', south: 5, north: 35, west: 121, east: 140 },
  { name: 'Timor Sea', south: -15, north: -8.5, west: 122, east: 130 },
  { name: 'Arafura Sea', south: -12, north: -5, west: 130, east: 142 },
  { name: 'Coral Sea', south: -30, north: -9, west: 142, east: 165 },
  { name: 'Tasman Sea', south: -46, north: -30, west: 147, east: 175 },
];

const inside = ({ latitude, longitude }: Position, sea: Sea) =>
  latitude >= sea.south && latitude <= sea.north && longitude >= sea.west && longitude <= sea.east;

/** Which ocean: the Americas part the Atlantic from the Pacific, Africa and Australia bound the Indian Ocean. */
function oceanOf({ latitude, longitude }: Position): string {
  if (latitude <= -60) return 'Southern Ocean';
  if (latitude >= 66.5) return 'Arctic Ocean';
  const hemisphere = latitude >= 0 ? 'North' : 'South';
  const indian = longitude >= 20 && longitude <= 147 && (latitude < -10 || (longitude <= 100 && latitude < 30));
  if (indian) return 'Indian Ocean';
  // The Americas' Pacific coast lies further west the further north it runs.
  const americasWest = latitude < 9 ? -70 : latitude < 30 ? -82 : -100;
  const atlantic = longitude > americasWest && longitude < 20;
  return `${hemisphere} ${atlantic ? 'Atlantic' : 'Pacific'} Ocean`;
}

/** "Red Sea", "Coral Sea", "North Atlantic Ocean": the region of water a position lies in. */
export function seaOf(position: Position): string {
  return SEAS.find((sea) => inside(position, sea))?.name ?? oceanOf(position);
}

/**
 * What a public page may say of where a photo was taken: the sea and the 1° cell ("Coral Sea, 16–17°S, 145–146°E"),
 * never the position itself; nothing for a species the IUCN lists as Vulnerable, Endangered or Critically Endangered,
 * or when the photo has no position.
 */
export function publicArea(position: Position | null, iucnCategory: string | null | undefined): string | null {
  if (!position || hidesLocation(iucnCategory)) return null;
  return `${seaOf(position)}, ${cellLabel(position)}`;
}
