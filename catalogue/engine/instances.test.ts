import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { photoStore } from '../../api/src/lib/storage';
import { fixtureIdentifications, insertFixtures } from '../../api/test-support/catalogue-fixtures';
import { anotherInstance, catalogueTestApp, NO_REBUILD, renderedBuild, stopCatalogueSites } from '../../api/test-support/catalogue-site';
import { writeTestSite } from '../../api/test-support/site-templates';
import type { StaticBuild } from './astro-build';
import { startTestBucket } from '../../api/test-support/s3-bucket';
import { catalogue, publishedPages } from '../../api/src/modules/catalogue';
import { readChangesSince, readSharedCatalogue, releaseRebuildLease, takeRebuildLease } from './repo';
import { fetchBuild, removeSharedBuild, shareBuild } from './shared-builds';
import { SitePack } from './site-pack';

const { publish, unpublish } = catalogue;

afterEach(() => stopCatalogueSites());

describe('the catalogue on several instances', () => {
  test('a publish or unpublish on one instance is served by another once it looks', async () => {
    const one = await catalogueTestApp(NO_REBUILD);
    const two = await anotherInstance(one, NO_REBUILD);
    const [id] = await insertFixtures(one.ctx.db, fixtureIdentifications(1, { published: false }));

    const { pageSlug } = await publish(one.ctx, id!);
    expect((await two.get(`/species/${pageSlug}`)).status).toBe(404);
    await two.site.followOthers();
    expect((await two.get(`/species/${pageSlug}`)).status).toBe(200);

    await unpublish(one.ctx, id!);
    await two.site.followOthers();
    expect((await two.get(`/species/${pageSlug}`)).status).toBe(404);
  });

  test('a change is journalled with the pages it touched; a follower reads those pages, not every page', async () => {
    const one = await catalogueTestApp(NO_REBUILD);
    const rows = fixtureIdentifications(6, { published: false }).map((row) => ({ ...row, alternativeSpecies: '[]' }));
    const ids = await insertFixtures(one.ctx.db, rows);
    for (const id of ids.slice(0, 5)) await publish(one.ctx, id);
    const two = await anotherInstance(one, NO_REBUILD);
    const readEveryPage = (logs: string[]) => logs.filter((line) => line.startsWith('Catalogue: every page read again'));
    expect(readEveryPage(two.logs.info)).toHaveLength(1); // its start, without a build

    const { version } = await readSharedCatalogue(one.ctx.db);
    const { pageSlug } = await publish(one.ctx, ids[5]!);
    expect(await readChangesSince(one.ctx.db, version)).toEqual({ version: version + 1, slugs: new Set([pageSlug!]) });
    await two.site.followOthers();
    expect((await two.get(`/species/${pageSlug}`)).status).toBe(200);
    await unpublish(one.ctx, ids[5]!);
    await two.site.followOthers();
    expect((await two.get(`/species/${pageSlug}`)).status).toBe(404);
    // Two followed both changes by their journal alone.
    expect(readEveryPage(two.logs.info)).toHaveLength(1);
  });

  test('an instance further behind than the journal keeps reads every page again, and serves them as they are', async () => {
    const one = await catalogueTestApp({ ...NO_REBUILD, journalKept: 2 });
    const ids = await insertFixtures(one.ctx.db, fixtureIdentifications(4, { published: false }).map((row) => ({ ...row, alternativeSpecies: '[]' })));
    const two = await anotherInstance(one, NO_REBUILD);
    const slugs: string[] = [];
    for (const id of ids) slugs.push((await publish(one.ctx, id)).pageSlug!);
    // Four versions on, two kept: the first two are pruned.
    expect((await readChangesSince(one.ctx.db, 0)).slugs).toBeNull();
    expect((await readChangesSince(one.ctx.db, 2)).slugs).toEqual(new Set(slugs.slice(2)));
    const before = two.logs.info.length;
    await two.site.followOthers();
    expect(two.logs.info.slice(before).some((line) => line.startsWith('Catalogue: every page read again (4 pages'))).toBe(true);
    for (const slug of slugs) expect((await two.get(`/species/${slug}`)).status).toBe(200);
  });

  test('the rebuild lease: one holder at a time, renewed by its holder, taken over once it lapses', async () => {
    const { ctx } = await catalogueTestApp(NO_REBUILD);
    const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, seconds));
    expect(await takeRebuildLease(ctx.db, 'one', at(0), at(30))).toBe(true);
    expect(await takeRebuildLease(ctx.db, 'two', at(10), at(40))).toBe(false);
    expect(await takeRebuildLease(ctx.db, 'one', at(20), at(50))).toBe(true);
    expect(await takeRebuildLease(ctx.db, 'two', at(49), at(79))).toBe(false);
    // 'one' died without releasing it: once it lapses, 'two' takes over and 'one' cannot renew it.
    expect(await takeRebuildLease(ctx.db, 'two', at(51), at(81))).toBe(true);
    expect(await takeRebuildLease(ctx.db, 'one', at(52), at(82))).toBe(false);
    await releaseRebuildLease(ctx.db, 'two');
    expect(await takeRebuildLease(ctx.db, 'one', at(53), at(83))).toBe(true);
  });

  test('an instance that finds the lease held does not rebuild, and tries again once it could have lapsed', async () => {
    const app = await catalogueTestApp({ rebuildLeaseMs: 1_000 });
    const lapses = new Date(Date.now() + 800);
    expect(await takeRebuildLease(app.ctx.db, 'an instance that died', new Date(), lapses)).toBe(true);
    await insertFixtures(app.ctx.db, fixtureIdentifications(2));
    await app.site.changed();
    await app.site.settled();
    expect(app.logs.info).toContain('Another instance is rebuilding the catalogue');
    expect(app.site.rebuilds).toBe(1);
    for (let waited = 0; waited < 5_000 && !app.logs.info.some((line) => line.startsWith('Catalogue rebuilt')); waited += 100) await Bun.sleep(100);
    await app.site.settled();
    expect(app.logs.info.filter((line) => line.startsWith('Catalogue rebuilt'))).toHaveLength(1);
  });
});

describe('full builds shared through the bucket (STORAGE_URL)', () => {
  let bucket: Awaited<ReturnType<typeof startTestBucket>>;
  beforeAll(async () => {
    bucket = await startTestBucket('shared');
  });
  afterAll(() => bucket.stop());

  test('a shared build comes back file for file as one pack read where it lies, and is removed whole', async () => {
    const site = mkdtempSync(join(tmpdir(), 'reefid-shared-site-'));
    const files: Record<string, string> = {
      'index.html': '<h1>Reef</h1>',
      'species/clownfish/index.html': '<h1>Clownfish</h1>',
      'species/café/index.html': '<h1>Café</h1>',
      'pagefind/pagefind.js.br': '\u0000\u00ffbrotli',
      'empty.txt': '',
      '_catalogue/summaries.ndjson': '{"slug":"clownfish"}\n',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(site, file)), { recursive: true });
      writeFileSync(join(site, file), text);
    }
    const store = photoStore({ ...(await catalogueTestApp()).ctx.config, storage: bucket.settings });
    const meta = { id: 'test-build', codeStamp: 'stamp', builtAt: new Date().toISOString(), pages: { clownfish: 'digest' } };
    expect(await shareBuild(store, meta, site)).toBe(Object.keys(files).length);
    const copy = mkdtempSync(join(tmpdir(), 'reefid-shared-copy-'));
    const text = (lines: ReadableStream<Uint8Array>) => new Response(lines).text();
    // The summaries come as an object of their own, read while the pack is copied.
    expect(await fetchBuild(store, 'test-build', copy, text)).toEqual({ meta, summaries: files['_catalogue/summaries.ndjson']! });
    const pack = SitePack.open(copy);
    expect(pack.size).toBe(Object.keys(files).length);
    for (const [file, text] of Object.entries(files)) expect(await pack.file(file)!.text()).toBe(text);
    expect(await pack.fileAt('/species/caf%C3%A9/index.html')!.file.text()).toBe('<h1>Café</h1>');
    expect(pack.file('species/clownfish/../clownfish/index.html')).toBeNull();
    expect(pack.fileAt('/species/%E0%A4%A')).toBeNull();
    await removeSharedBuild(store, 'test-build');
    expect((await bucket.keys()).filter((key) => key.includes('test-build'))).toEqual([]);
    expect(await fetchBuild(store, 'test-build', copy, text)).toBeNull();
    // A build shared without them: read out of the pack instead.
    rmSync(join(site, '_catalogue'), { recursive: true });
    await shareBuild(store, meta, site);
    expect(await fetchBuild(store, 'test-build', copy, text)).toEqual({ meta, summaries: null });
    rmSync(site, { recursive: true, force: true });
    rmSync(copy, { recursive: true, force: true });
  });

  test('a pack cut short is refused, not served', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'reefid-shared-cut-'));
    writeFileSync(join(copy, 'site-files.json'), JSON.stringify([['index.html', 10], ['species/a/index.html', 20]]));
    writeFileSync(join(copy, 'site.pack'), 'x'.repeat(25));
    expect(() => SitePack.open(copy)).toThrow('damaged');
    rmSync(copy, { recursive: true, force: true });
  });

  test('the instance holding the lease builds; the other takes its build instead of making one', async () => {
    // The stand-in build with a search script and its brotli copy, as Pagefind's are written.
    const siteDir = writeTestSite(mkdtempSync(join(tmpdir(), 'reefid-shared-templates-')));
    const build = async (made: StaticBuild) => {
      await renderedBuild(siteDir, made.origin)(made);
      mkdirSync(join(made.outDir, 'pagefind'), { recursive: true });
      writeFileSync(join(made.outDir, 'pagefind/pagefind.js'), 'export const search = () => [];');
      writeFileSync(join(made.outDir, 'pagefind/pagefind.js.br'), Bun.gzipSync('br stand-in'));
    };
    const one = await catalogueTestApp({ rebuildDebounceMs: 50, siteDir, build });
    one.ctx.config.storage = bucket.settings;
    const two = await anotherInstance(one, { rebuildDebounceMs: 50, build });
    await insertFixtures(one.ctx.db, fixtureIdentifications(3));
    await one.site.changed();
    await one.site.settled();
    const { buildId } = await readSharedCatalogue(one.ctx.db);
    expect(buildId).toBeString();
    // One pack of the site, its list of files, its pages' summaries and its build.json: four objects, whatever the
    // number of files.
    expect((await bucket.keys()).filter((key) => key.startsWith(`shared/catalogue-builds/${buildId}/`)).sort()).toEqual([
      `shared/catalogue-builds/${buildId}/build.json`,
      `shared/catalogue-builds/${buildId}/site-files.json`,
      `shared/catalogue-builds/${buildId}/site.pack`,
      `shared/catalogue-builds/${buildId}/summaries.ndjson`,
    ]);

    await two.site.followOthers();
    await two.site.settled();
    expect(two.logs.info).toContain(`Catalogue build ${buildId} taken from the shared store`);
    expect(two.logs.info.filter((line) => line.startsWith('Catalogue rebuilt'))).toEqual([]);
    expect(two.site.currentBuildId).toBe(buildId!);
    // The other instance serves the build from its pack, page for page as the instance that made it.
    const slug = (await publishedPages.listDistinctPageSlugs(one.ctx.db))[0]!;
    const [made, taken] = await Promise.all([one.site.serve(`/species/${slug}`, null), two.site.serve(`/species/${slug}`, null)]);
    expect(taken!.status).toBe(200);
    expect(await taken!.text()).toBe(await made!.text());
    const [madeList, takenList] = await Promise.all([one.site.serve('/pagefind/pagefind.js', 'br'), two.site.serve('/pagefind/pagefind.js', 'br')]);
    expect(takenList!.headers.get('content-encoding')).toBe('br');
    expect(takenList!.headers.get('content-type')).toBe(madeList!.headers.get('content-type'));
    expect(Buffer.from(await takenList!.arrayBuffer())).toEqual(Buffer.from(await madeList!.arrayBuffer()));

  });
});
