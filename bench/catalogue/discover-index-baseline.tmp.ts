import { seaCards } from '../../api/test-support/sea/cards';
import { discoverIndexFiles } from '../../catalogue/discover/discover-index-files';
for (const n of [10_000, 100_000]) {
  const cards = seaCards(n);
  Bun.gc(true);
  const before = process.memoryUsage().rss;
  const t = performance.now();
  const files = discoverIndexFiles(cards);
  const ms = performance.now() - t;
  const rss = process.memoryUsage().rss;
  let raw = 0; for (const f of files.values()) raw += f.length;
  const gz = (p: string) => files.has(p) ? (Bun.gzipSync(files.get(p)!).length / 1024).toFixed(1) : '-';
  const sizes = [...files].filter(([p]) => p.startsWith('discover/names/')).map(([p, f]) => [p, f.length] as const).sort((a, b) => b[1] - a[1]);
  const chunks = [...files.keys()].filter((p) => p.startsWith('discover/cards/'));
  console.log(n, `${ms.toFixed(0)} ms`, `rss +${((rss - before) / 2 ** 20).toFixed(0)} MB`, `${files.size} files (${chunks.length} chunks), ${(raw / 2 ** 20).toFixed(1)} MB`, 'b', gz('discover/names/b.json'), 'bl', gz('discover/names/bl.json'), 'blu', gz('discover/names/blu.json'), 'c', gz('discover/names/c.json'), 'ch', gz('discover/names/ch.json'), 'cha', gz('discover/names/cha.json'), 'a', gz('discover/names/a.json'), 'fishes', gz('discover/names/group-fishes.json'), 'lc', gz('discover/names/status-least-concern.json'), 'chunk0', gz('discover/cards/0.json'));
  console.log('biggest', sizes.slice(0, 4).map(([p, s]) => `${p} ${(s / 1024).toFixed(0)}K raw ${gz(p)}K gz`));
}
