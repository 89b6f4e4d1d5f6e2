import sharp from 'sharp';
import type { Db } from '../src/db/client';
import { speciesIdentifications } from '../src/db/schema';
import { catalogue } from '../src/modules/catalogue';
import type { CachedTaxon } from '../src/modules/taxa';
import { DEFAULT_LICENCE } from '@rules/licence';
import { classificationLine } from '@rules/taxon';
import { findTaxa, saveTaxon } from '../src/modules/taxa/repo';
/** The taxa cache itself, for tests that write a taxon of their own (a genus, a family). */
export { findTaxa, saveTaxon };
import type { PhotoStore } from '../src/lib/storage';

/**
 * Made-up but plausible published identifications for tests, the seed script and benchmarks.
 * Deterministic for a given seed; about one in eight repeats an earlier species, so galleries have related photos.
 */
const ADJECTIVES = ['Blue', 'Yellowtail', 'Spotted', 'Banded', 'Striped', 'Golden', 'Crimson', 'Dusky', 'Masked', 'Royal', 'Longnose', 'Shortfin', 'Painted', 'Harlequin', 'Ornate', 'Speckled', 'Pale', 'Silver', 'Orange-lined', 'Black-tipped', 'White-spotted', 'Peacock', 'Saddled', 'Freckled', 'Lemon', 'Emperor', 'Bluefin', 'Whitetip', 'Honeycomb', 'Zebra', 'Leopard', 'Tiger', 'Midnight', 'Coral', 'Reef', 'Lagoon', 'Twin-spot', 'Sixbar', 'Redlip', 'Greenback'];
const GROUPS = ['Damselfish', 'Butterflyfish', 'Angelfish', 'Wrasse', 'Parrotfish', 'Goby', 'Blenny', 'Grouper', 'Snapper', 'Triggerfish', 'Pufferfish', 'Boxfish', 'Moray', 'Stingray', 'Eagle Ray', 'Reef Shark', 'Seahorse', 'Pipefish', 'Nudibranch', 'Sea Slug', 'Octopus', 'Cuttlefish', 'Squid', 'Sea Star', 'Sea Urchin', 'Brittle Star', 'Sea Cucumber', 'Hermit Crab', 'Shrimp', 'Lobster', 'Anemone', 'Soft Coral', 'Sea Turtle', 'Jellyfish', 'Cowrie', 'Cardinalfish', 'Surgeonfish', 'Rabbitfish', 'Scorpionfish', 'Lionfish'];
const GENERA = ['Amphiprion', 'Chaetodon', 'Pomacanthus', 'Thalassoma', 'Scarus', 'Gobiodon', 'Ecsenius', 'Epinephelus', 'Lutjanus', 'Balistoides', 'Arothron', 'Ostracion', 'Gymnothorax', 'Taeniura', 'Aetobatus', 'Carcharhinus', 'Hippocampus', 'Doryrhamphus', 'Chromodoris', 'Elysia', 'Octopus', 'Sepia', 'Sepioteuthis', 'Linckia', 'Diadema', 'Ophiothrix', 'Holothuria', 'Dardanus', 'Stenopus', 'Panulirus', 'Heteractis', 'Sarcophyton', 'Chelonia', 'Aurelia', 'Cypraea', 'Apogon', 'Acanthurus', 'Siganus', 'Scorpaenopsis', 'Pterois'];
const EPITHETS = ['ocellaris', 'lunulatus', 'imperator', 'lunare', 'frenatus', 'histrio', 'bicolor', 'fuscoguttatus', 'kasmira', 'conspicillum', 'nigropunctatus', 'meleagris', 'javanicus', 'lymma', 'narinari', 'melanopterus', 'kuda', 'dactyliophorus', 'annae', 'chlorotica', 'cyanea', 'latimanus', 'lessoniana', 'laevigata', 'setosum', 'suensonii', 'atra', 'megistos', 'hispidus', 'versicolor', 'magnifica', 'glaucum', 'mydas', 'aurita', 'tigris', 'leptacanthus', 'lineatus', 'vulpinus', 'oxycephala', 'volitans', 'pictus', 'aurifrons', 'maculatus', 'striatus', 'australis', 'orientalis', 'tropicus', 'minor', 'major', 'elegans'];
const ENDINGS = ['', 'ensis', 'oides', 'atus', 'ianus', 'ellus', 'inus', 'osus'];
const PLACES = ['', '', 'Red Sea ', 'Hawaiian ', 'Caribbean ', 'Indian ', 'Pacific ', 'Atlantic '];
export const COLOURS = ['electric blue', 'bright yellow', 'deep orange', 'olive green', 'silvery grey', 'mottled brown', 'vivid red', 'pale cream', 'jet black', 'iridescent violet'];
const SHAPES = ['a laterally compressed, disc-shaped body', 'an elongated, torpedo-like body', 'a flattened, diamond-shaped body', 'a soft, rounded body without a shell', 'a stout body covered in small spines', 'a slender body with a long snout', 'a boxy body armoured with bony plates'];
const DIETS = ['small crustaceans and zooplankton', 'algae grazed from rocks and dead coral', 'coral polyps', 'small fish and shrimp', 'sponges and tunicates', 'detritus sifted from the sand', 'molluscs crushed with strong jaws'];
const BEHAVIOURS = ['lives in pairs that defend a small territory', 'forms loose schools along the reef edge', 'hides in crevices by day and hunts at night', 'shelters among the tentacles of sea anemones', 'cleans parasites from larger fish at cleaning stations', 'changes colour quickly to match its surroundings', 'buries itself in sand with only its eyes showing'];
export const HABITATS = ['shallow coral reefs and lagoons', 'seagrass meadows in sheltered bays', 'kelp forests along cold rocky coasts', 'mangrove roots and muddy estuaries', 'steep outer reef slopes and drop-offs', 'sandy flats between patch reefs', 'rocky intertidal pools and boulder fields', 'deep mesophotic reefs in dim light', 'harbour walls and wrecks'];
export const DEPTHS = ['1 to 15 metres', '5 to 30 metres', '10 to 60 metres', 'the surface to 20 metres', '20 to 120 metres'];
export const REGIONS = ['the Indo-Pacific from the Red Sea to Polynesia', 'the western Atlantic from Florida to Brazil', 'the Caribbean Sea and the Gulf of Mexico', 'the Great Barrier Reef and the Coral Sea', 'the Mediterranean Sea and the eastern Atlantic', 'the Red Sea and the western Indian Ocean', 'the eastern Pacific from the Gulf of California to Peru', 'the coasts of southern Africa and Madagascar'];
export const STATUSES = ['Least Concern', 'Least Concern', 'Least Concern', 'Near Threatened', 'Vulnerable', 'Endangered', 'Critically Endangered', 'Data Deficient', 'Not Evaluated'];
export const THREATS = ['coral bleaching caused by warming seas', 'overfishing for the aquarium trade', 'destructive fishing with dynamite and cyanide', 'pollution and runoff from the coast', 'loss of seagrass and mangrove nurseries', 'bycatch in nets and longlines', 'ocean acidification weakening reef structures'];
export const UPLOADERS = [['Maya Reef', 'https://maya-dives.example'], ['Tomás Silva', null], ['Aiko Tanaka', 'https://aiko-underwater.example'], ['Sam Okoro', null], ['Lena Fischer', 'https://lena.example']] as const;

export const FIXTURE_PHOTO_COUNT = 24;

/** Mulberry32: a small seeded generator, so fixtures are the same on every run. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const kebab = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export interface FixtureIdentification {
  slug: string;
  speciesName: string;
  scientificName: string;
  description: string;
  conservationStatus: string;
  distribution: string;
  habitat: string;
  features: string;
  conservation: string;
  classification: string;
  alternativeSpecies: string;
  imageUrl: string;
  uploaderName: string;
  uploaderWebsite: string | null;
  isPublished: boolean;
  publishedAt: Date | null;
  accepted: boolean;
  /** Fixtures stand for photos whose owners allow them in the catalogue. */
  catalogueConsent: boolean;
  licence: string | null;
  /** Where it was taken; fixtures have none unless a test gives one. */
  latitude?: number | null;
  longitude?: number | null;
  locationSource?: 'user' | 'exif' | null;
}

/**
 * What every fixture photo has besides its species: the i-th of the fixture pictures, its uploader, and (when
 * published) a publication a minute after the one before, accepted and consented under the default licence.
 */
export function fixturePhoto(i: number, published: boolean, [uploaderName, uploaderWebsite]: readonly [string, string | null]) {
  return {
    imageUrl: `/uploads/fixtures/photo-${i % FIXTURE_PHOTO_COUNT}.jpg`,
    uploaderName,
    uploaderWebsite,
    isPublished: published,
    publishedAt: published ? new Date(Date.UTC(2025, 4, 1) + i * 60_000) : null,
    accepted: true,
    catalogueConsent: true,
    licence: DEFAULT_LICENCE,
  };
}

/**
 * `count` fixture photos. By default about one in eight repeats an earlier species; with `species`, the photos
 * are spread over exactly that many species (at most `count`): 30,000 photos of 10,000 species is three a species
 * on average, each repeat of a species picked at random among those made so far.
 */
export function fixtureIdentifications(count: number, options: { seed?: number; published?: boolean; start?: number; species?: number } = {}) {
  const next = random(options.seed ?? 7);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const species: Array<{ name: string; scientific: string }> = [];
  const taken = new Set<string>();
  const start = options.start ?? 0;
  const published = options.published ?? true;
  const rows: FixtureIdentification[] = [];
  for (let i = start; i < start + count; i++) {
    const wanted = options.species === undefined ? undefined : Math.min(options.species, count);
    // With a number of species: a new one with the chance that spreads the ones still to make over the rows left.
    const repeat =
      wanted === undefined
        ? species.length > 4 && next() < 0.125
        : species.length >= wanted || (species.length > 0 && next() >= (wanted - species.length) / (start + count - i));
    let kind = repeat ? pick(species) : undefined;
    for (let attempt = 0; !kind; attempt++) {
      if (attempt === (wanted === undefined ? 50 : 100_000)) kind = pick(species);
      const epithet = pick(EPITHETS).replace(/(us|a|is|ae|um|i)?$/, pick(ENDINGS) || '$1');
      const candidate = { name: `${pick(PLACES)}${pick(ADJECTIVES)} ${pick(GROUPS)}`, scientific: `${pick(GENERA)} ${epithet}` };
      if (!kind && !taken.has(candidate.scientific)) {
        taken.add(candidate.scientific);
        species.push(candidate);
        kind = candidate;
      }
    }
    const [uploaderName, uploaderWebsite] = pick(UPLOADERS);
    const colour = pick(COLOURS);
    const alternative = pick(species);
    rows.push({
      slug: `${kebab(kind.name)}-${i + 1}`,
      speciesName: kind.name,
      scientificName: kind.scientific,
      description: `The ${kind.name} (${kind.scientific}) is a ${colour} marine animal with ${pick(SHAPES)}. It feeds mainly on ${pick(DIETS)} and ${pick(BEHAVIOURS)}. Adults usually reach ${5 + Math.floor(next() * 60)} centimetres.`,
      conservationStatus: pick(STATUSES),
      distribution: `Found across ${pick(REGIONS)}, usually at depths of ${pick(DEPTHS)}.`,
      habitat: `Prefers ${pick(HABITATS)}, often near ${pick(HABITATS)}.`,
      features: `Recognised by its ${colour} colouring and ${pick(SHAPES)}; it ${pick(BEHAVIOURS)}.`,
      conservation: `Threatened locally by ${pick(THREATS)} and ${pick(THREATS)}.`,
      classification: `Animalia › Chordata › ${kind.scientific.split(' ')[0]}`,
      alternativeSpecies: JSON.stringify(
        alternative.scientific === kind.scientific ? [] : [{ name: alternative.name, scientificName: alternative.scientific }],
      ),
      ...fixturePhoto(i, published, [uploaderName, uploaderWebsite]),
    });
  }
  return rows;
}

/** Phylum, class, order and family of each fixture genus (so Discover's groups have something to sort). */
const LINEAGES: Record<string, [string, string, string, string]> = {
  Taeniura: ['Chordata', 'Elasmobranchii', 'Myliobatiformes', 'Dasyatidae'],
  Aetobatus: ['Chordata', 'Elasmobranchii', 'Myliobatiformes', 'Aetobatidae'],
  Carcharhinus: ['Chordata', 'Elasmobranchii', 'Carcharhiniformes', 'Carcharhinidae'],
  Chromodoris: ['Mollusca', 'Gastropoda', 'Nudibranchia', 'Chromodorididae'],
  Elysia: ['Mollusca', 'Gastropoda', 'Sacoglossa', 'Plakobranchidae'],
  Octopus: ['Mollusca', 'Cephalopoda', 'Octopoda', 'Octopodidae'],
  Sepia: ['Mollusca', 'Cephalopoda', 'Sepiida', 'Sepiidae'],
  Sepioteuthis: ['Mollusca', 'Cephalopoda', 'Myopsida', 'Loliginidae'],
  Cypraea: ['Mollusca', 'Gastropoda', 'Littorinimorpha', 'Cypraeidae'],
  Linckia: ['Echinodermata', 'Asteroidea', 'Valvatida', 'Ophidiasteridae'],
  Diadema: ['Echinodermata', 'Echinoidea', 'Diadematoida', 'Diadematidae'],
  Ophiothrix: ['Echinodermata', 'Ophiuroidea', 'Amphilepidida', 'Ophiotrichidae'],
  Holothuria: ['Echinodermata', 'Holothuroidea', 'Holothuriida', 'Holothuriidae'],
  Dardanus: ['Arthropoda', 'Malacostraca', 'Decapoda', 'Diogenidae'],
  Stenopus: ['Arthropoda', 'Malacostraca', 'Decapoda', 'Stenopodidae'],
  Panulirus: ['Arthropoda', 'Malacostraca', 'Decapoda', 'Palinuridae'],
  Heteractis: ['Cnidaria', 'Anthozoa', 'Actiniaria', 'Stichodactylidae'],
  Sarcophyton: ['Cnidaria', 'Anthozoa', 'Malacalcyonacea', 'Sarcophytidae'],
  Aurelia: ['Cnidaria', 'Scyphozoa', 'Semaeostomeae', 'Ulmaridae'],
  Chelonia: ['Chordata', 'Reptilia', 'Testudines', 'Cheloniidae'],
};
const FISH_LINEAGE: [string, string, string, string] = ['Chordata', 'Actinopterygii', 'Perciformes', 'Pomacentridae'];

/** Made-up WoRMS taxa for the fixtures' scientific names: AphiaIDs from 900000 up, in order of first use. */
export function fixtureTaxa(rows: Array<Pick<FixtureIdentification, 'scientificName' | 'speciesName' | 'conservationStatus'>>, at = new Date()): CachedTaxon[] {
  const byName = new Map<string, CachedTaxon>();
  for (const row of rows) {
    const key = row.scientificName.trim().toLowerCase();
    const known = byName.get(key);
    if (known) {
      if (!known.vernacularNames.includes(row.speciesName)) known.vernacularNames.push(row.speciesName);
      continue;
    }
    const aphiaId = 900_000 + byName.size * 10;
    const name = key.charAt(0).toUpperCase() + key.slice(1);
    const genus = name.split(' ')[0]!;
    // One list for both: a later row's name added to the English names is among the common names too.
    const english = [row.speciesName];
    const [phylum, className, order, family] = LINEAGES[genus] ?? FISH_LINEAGE;
    const steps = ['Animalia', phylum, className, order, family, genus, name];
    const ranks = ['Kingdom', 'Phylum', 'Class', 'Order', 'Family', 'Genus', 'Species'];
    byName.set(key, {
      aphiaId,
      scientificName: name,
      authority: '(Fixture, 1900)',
      rank: 'Species',
      status: 'accepted',
      url: `https://www.marinespecies.org/aphia.php?p=taxdetails&id=${aphiaId}`,
      vernacularName: row.speciesName,
      vernacularNames: english,
      commonNames: { en: english },
      synonyms: [],
      classification: { kingdom: 'Animalia', phylum, class: className, order, family, genus },
      isMarine: true,
      isBrackish: false,
      isFreshwater: false,
      isTerrestrial: false,
      iucnCategory: null,
      iucnYear: null,
      // Higher ranks get ids of their own per name, shared by the taxa they contain.
      lineage: steps.map((name, i) => ({ aphiaId: i === 6 ? aphiaId : 800_000 + (Number(Bun.hash.crc32(`${ranks[i]}:${name}`)) % 90_000), rank: ranks[i]!, name })),
      fetchedAt: at,
    });
  }
  return [...byName.values()];
}

/**
 * Inserts fixture identifications (anonymous, no owner) in batches and returns their ids in order. Each is checked
 * against made-up WoRMS taxa (one per scientific name) so published ones group into species pages: `taxa` when
 * given (the sea fixtures' own), else fixtureTaxa's. With `unresolved`, they are left as WoRMS found nothing, each
 * keeping a page of its own.
 */
export async function insertFixtures(db: Db, given: FixtureIdentification[], options: { unresolved?: boolean; taxa?: CachedTaxon[] } = {}): Promise<number[]> {
  let rows: Array<FixtureIdentification & { aphiaId?: number; verification?: string }> = given;
  if (!options.unresolved) {
    const named = new Set(options.taxa?.map((taxon) => taxon.scientificName.toLowerCase()));
    const taxa = [...(options.taxa ?? []), ...fixtureTaxa(given.filter((row) => !named.has(row.scientificName.trim().toLowerCase())))];
    const known = await findTaxa(db, taxa.map((taxon) => taxon.aphiaId));
    for (const taxon of taxa) if (!known.has(taxon.aphiaId)) await saveTaxon(db, taxon);
    const byName = new Map(taxa.map((taxon) => [taxon.scientificName.toLowerCase(), taxon]));
    rows = given.map((row) => {
      const taxon = byName.get(row.scientificName.trim().toLowerCase())!;
      return { ...row, aphiaId: taxon.aphiaId, verification: 'verified', classification: classificationLine(taxon.classification) };
    });
  }
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    for (const { id } of await db.insert(speciesIdentifications).values(batch).returning({ id: speciesIdentifications.id })) ids.push(id);
  }
  await catalogue.ensureSpeciesPages(db);
  return ids;
}

/**
 * Gives each row a photo file of its own, as a real catalogue has: the fixture JPEG of its turn with a tail of
 * its own after the image's end (viewers ignore it), so every file differs while keeping a fixture's size.
 * Written 32 at a time under /uploads/fixtures/own/; answers the rows with their new imageUrl.
 */
export async function writeOwnFixturePhotos(photos: PhotoStore, rows: FixtureIdentification[]): Promise<FixtureIdentification[]> {
  const jpegs = await Promise.all(Array.from({ length: FIXTURE_PHOTO_COUNT }, (_, k) => fixtureJpeg(k)));
  const own = rows.map((row, i) => ({ ...row, imageUrl: `/uploads/fixtures/own/photo-${i}.jpg` }));
  for (let i = 0; i < own.length; i += 32) {
    await Promise.all(
      own.slice(i, i + 32).map((row, j) => {
        const tail = new TextEncoder().encode(`reefid fixture photo ${i + j} ${crypto.randomUUID()}`);
        return photos.write(row.imageUrl.slice('/uploads/'.length), Buffer.concat([jpegs[(i + j) % FIXTURE_PHOTO_COUNT]!, tail]), 'image/jpeg');
      }),
    );
  }
  return own;
}

/** Small JPEG "photos" (a fish silhouette on water) for the fixtures' imageUrl, stored under /uploads/fixtures/. */
export async function writeFixturePhotos(photos: PhotoStore): Promise<void> {
  await Promise.all(Array.from({ length: FIXTURE_PHOTO_COUNT }, async (_, k) => photos.write(`fixtures/photo-${k}.jpg`, await fixtureJpeg(k), 'image/jpeg')));
}

/** The k-th fixture photo: a fish silhouette on water, 800×600. */
async function fixtureJpeg(k: number): Promise<Buffer> {
  const hue = (k * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${195 + (k % 5) * 6},70%,45%)"/><stop offset="1" stop-color="hsl(215,80%,15%)"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#w)"/>
    <ellipse cx="390" cy="300" rx="${170 + (k % 4) * 20}" ry="${90 + (k % 3) * 15}" fill="hsl(${hue},85%,55%)"/>
    <polygon points="560,300 680,220 680,380" fill="hsl(${hue},85%,45%)"/>
    <circle cx="290" cy="280" r="14" fill="#fff"/><circle cx="290" cy="280" r="7" fill="#111"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}
