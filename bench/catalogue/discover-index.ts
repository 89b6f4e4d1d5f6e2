import { gzipSync } from 'node:zlib';
import { seaCards } from '../../api/test-support/sea/cards';
import { searchedCards } from '../../api/test-support/discover-cards';
import type { DiscoverCard } from '../../catalogue/discover/discover-card';
import { discoverIndexFiles } from '../../catalogue/discover/discover-index-files';
import { DiscoverIndex } from '../../catalogue/discover/discover-index-update';
import { NAME_INDEX_FILE } from '../../catalogue/discover/name-index';
import { median } from '../support/debian';
import { figure } from '../support/figures';

/** The name index a device keeps for offline search (decision 121), at most, at NAME_INDEX_TAXA taxa: 2 MB. */
const NAME_INDEX_BUDGET_BYTES = 2_000_000;
const NAME_INDEX_TAXA = 10_000;

/**
 * A common word, a genus, a family, an order, two words (as the browser bench types them). The bench catalogue is the
 * sea fixtures' made-up sea (seaSpecies), where no real name is: these are its largest genus, family and order among
 * the first 10,000 species (the same at any larger size), so each term finds species at 10,000 and 100,000 taxa.
 */
export const NAME_SEARCH_TERMS = ['blue', 'thaleina', 'psammeidae', 'stephastodida', 'reef shark', 'thaleina obsc'];

const changed = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((path) => before.get(path) !== after.get(path));

/**
 * The files the browser reads for a name search, and their gzipped bytes (bodies only, no headers): pasted, or typed
 * a key at a time (every prefix searches; what one read stays read). Each search reads keys.json and its names
 * files; the first key's and the last's the chunks of their first 24 cards.
 */
async function nameSearchFiles(files: Map<string, string>, term: string, typed: boolean) {
  const read = new Set<string>();
  const get = async (path: string) => {
    read.add(path);
    const file = files.get(path.slice(1));
    return file === undefined ? new Response('', { status: 404 }) : new Response(file);
  };
  let found = 0;
  const prefixes = typed ? [...term].map((_, i) => term.slice(0, i + 1)) : [term];
  for (const [i, text] of prefixes.entries()) {
    if (!text.trim()) continue;
    // The browser reads only the first page's chunks (searchedCards reads them all), and while keys come faster
    // than its pause (TYPING_MS: the bench types 60 ms apart) none but the first key's and the last's.
    const before = new Set(read);
    const shows = i === 0 || i === prefixes.length - 1;
    const cards = await searchedCards(get, { q: text, status: '', group: '' });
    found = cards.length;
    const shown = new Set(cards.slice(0, 24).map((card) => card.slug));
    for (const path of [...read]) {
      if (before.has(path) || !path.startsWith('/discover/cards/')) continue;
      const chunk = JSON.parse(files.get(path.slice(1)) ?? '{"cards":[]}') as { cards: Array<{ slug: string }> };
      if (!shows || !chunk.cards.some((card) => shown.has(card.slug))) read.delete(path);
    }
  }
  const gz = (path: string) => (files.has(path.slice(1)) ? gzipSync(files.get(path.slice(1))!).length : 0);
  const paths = [...read];
  return {
    term,
    typed,
    found,
    files: paths.length,
    bytes: paths.reduce((sum, path) => sum + gz(path), 0),
    namesBytes: paths.filter((path) => path.startsWith('/discover/names/')).reduce((sum, path) => sum + gz(path), 0),
    cardsBytes: paths.filter((path) => path.startsWith('/discover/cards/')).reduce((sum, path) => sum + gz(path), 0),
  };
}

/**
 * Discover's index at `species` taxa in the sea's shape (seaCards): the time and memory of discoverIndexFiles (the
 * server runs it after every publish), its files, how many one added card rewrites, and the gzipped bytes of the
 * first name search for each term, computed from the files (the browser bench measures the wire).
 */
export async function benchDiscoverIndex(species: number) {
  const cards = seaCards(species);
  Bun.gc(true);
  const heapBefore = process.memoryUsage().heapUsed;
  const rssBefore = process.memoryUsage().rss;
  let files = new Map<string, string>();
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const runs: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    files = discoverIndexFiles(cards);
    runs.push(performance.now() - started);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  clearInterval(sampler);
  const heldMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  let bytes = 0;
  for (const file of files.values()) bytes += file.length;

  // One card added in the middle, one removed: the files a publish rewrites.
  const middle = Math.floor(cards.length / 2);
  const added: DiscoverCard = { ...cards[middle]!, slug: `${cards[middle]!.slug}-added`, name: `${cards[middle]!.name} Added` };
  const addedFiles = changed(files, discoverIndexFiles([...cards.slice(0, middle + 1), added, ...cards.slice(middle + 1)]));
  const removedFiles = changed(files, discoverIndexFiles(cards.filter((_, i) => i !== middle + 7)));

  // The same card added as the server does it: the index goes on from the files, reading those it changes.
  const index = DiscoverIndex.whole(cards).index;
  const withAdded = [...cards.slice(0, middle + 1), added, ...cards.slice(middle + 1)];
  Bun.gc(true);
  const rssBeforeUpdate = process.memoryUsage().rss;
  const updateStarted = performance.now();
  const updated = index.update(withAdded, (path) => files.get(path)!);
  const updateMs = performance.now() - updateStarted;
  const updateRssGrowthMb = (process.memoryUsage().rss - rssBeforeUpdate) / 2 ** 20;

  // What keeping the name index on a device would hold (Cache Storage keeps bodies decoded): the names files of
  // words, and the card chunks a result shows.
  const held = (prefix: string, filter: (path: string) => boolean = () => true) => {
    const paths = [...files.keys()].filter((path) => path.startsWith(prefix) && filter(path));
    return { files: paths.length, mb: paths.reduce((sum, path) => sum + Buffer.byteLength(files.get(path)!), 0) / 2 ** 20, gzMb: paths.reduce((sum, path) => sum + gzipSync(files.get(path)!).length, 0) / 2 ** 20 };
  };
  const onDevice = { names: held('discover/names/', (path) => !/\/(group|status)-/.test(path) && path !== NAME_INDEX_FILE), cards: held('discover/cards/') };
  // What a device does keep: the one file of names (as Cache Storage holds it, decoded; and on the wire, gzipped).
  const nameIndexText = files.get(NAME_INDEX_FILE);
  const nameIndex = { bytes: nameIndexText === undefined ? 0 : Buffer.byteLength(nameIndexText), gzBytes: nameIndexText === undefined ? 0 : gzipSync(nameIndexText).length };

  const searches = [];
  for (const typed of [false, true]) for (const term of NAME_SEARCH_TERMS) searches.push(await nameSearchFiles(files, term, typed));
  return {
    species,
    ms: median(runs),
    runs,
    peakRssGrowthMb: (peakRss - rssBefore) / 2 ** 20,
    heldMb,
    files: files.size,
    mb: bytes / 2 ** 20,
    addedRewrites: addedFiles.length,
    removedRewrites: removedFiles.length,
    updateMs,
    updateRssGrowthMb,
    updateFiles: updated.size,
    addedRewriteMb: addedFiles.reduce((sum, path) => sum + (files.get(path)?.length ?? 0), 0) / 2 ** 20,
    onDevice,
    nameIndex,
    searches,
  };
}

/**
 * The name index's figure: FAIL when it was not measured (no file, or empty), and, at NAME_INDEX_TAXA taxa or fewer,
 * when it is over its budget (exit code 1 either way).
 */
export function nameIndexFigure(species: number, { bytes, gzBytes }: { bytes: number; gzBytes: number }): void {
  const shown = `${(bytes / 2 ** 20).toFixed(2)} MiB (${bytes} bytes; ${(gzBytes / 1024).toFixed(0)} KiB gzipped)`;
  const held = species <= NAME_INDEX_TAXA;
  const target = held ? { text: `< 2 MB (${NAME_INDEX_BUDGET_BYTES} bytes) at ${NAME_INDEX_TAXA} taxa`, met: bytes < NAME_INDEX_BUDGET_BYTES } : undefined;
  if (!figure(`Discover's name index on a device, ${species} taxa`, { bytes, gzBytes }, shown, target) || !target || target.met) return;
  process.exitCode = 1;
  console.log(`FAIL  Discover's name index is over its budget: ${bytes} bytes at ${species} taxa`);
}

if (import.meta.main) {
  const { loadavg } = await import('node:os');
  const { kb } = await import('../support/debian');
  const { row } = await import('../support/figures');
  for (const species of (process.argv[2] ?? '10000,100000').split(',').map(Number)) {
    console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    const result = await benchDiscoverIndex(species);
    const measuredValues = { ms: result.ms, files: result.files, addedRewrites: result.addedRewrites, updateMs: result.updateMs, updateFiles: result.updateFiles };
    row(
      `${species} taxa`,
      measuredValues,
      `${species} taxa: discoverIndexFiles ${result.ms.toFixed(0)} ms (runs ${result.runs.map((ms) => ms.toFixed(0)).join(', ')}), RSS +${result.peakRssGrowthMb.toFixed(0)} MB peak, ${result.heldMb.toFixed(0)} MB held; ${result.files} files, ${result.mb.toFixed(1)} MB; one card added rewrites ${result.addedRewrites} files (${result.addedRewriteMb.toFixed(1)} MB), one removed ${result.removedRewrites}; kept up to date: one card added in ${result.updateMs.toFixed(0)} ms (${result.updateFiles} files made, RSS +${result.updateRssGrowthMb.toFixed(0)} MB)`,
    );
    const { names, cards } = result.onDevice;
    nameIndexFigure(species, result.nameIndex);
    console.log(`  on a device: names files ${names.files}, ${names.mb.toFixed(2)} MB (${names.gzMb.toFixed(2)} MB gzipped); card chunks ${cards.files}, ${cards.mb.toFixed(2)} MB (${cards.gzMb.toFixed(2)} MB gzipped)`);
    for (const s of result.searches) row(`"${s.term}"${s.typed ? ' typed' : ''}`, { bytes: s.bytes, found: s.found }, `  "${s.term}" ${s.typed ? 'typed ' : 'pasted'}: ${kb(s.bytes)} gzipped in ${s.files} files (names ${kb(s.namesBytes)}, cards ${kb(s.cardsBytes)}); ${s.found} found`);
  }
}
