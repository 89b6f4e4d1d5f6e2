// Records every platform's optional binary in package-lock.json, so that `npm ci` accepts the lockfile on any
// machine. npm leaves out an optional per-platform package when the registry it resolved against does not serve it;
// `npm ci` then refuses the lockfile ("Missing: @pagefind/darwin-arm64@ from lock file"). Each missing entry is
// written with the version its parent asks for and the platform its name declares, which is what npm needs to skip it
// on other platforms and to fetch it on its own. Run after `npm install`: `node scripts/lockfile/complete.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { missingOptionalPackages, platformOf } from './platforms.mjs';

const file = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));

for (const { name, version, parent } of missingOptionalPackages(lock)) {
  const platform = platformOf(name);
  if (!platform) throw new Error(`${name} (wanted by ${parent}) names no platform: add it to the lockfile by hand`);
  const sibling = lock.packages[parent];
  // In the order npm writes an entry's fields, so that a later `npm install` leaves it unchanged.
  const { cpu, libc, os } = platform;
  lock.packages[`node_modules/${name}`] = {
    version,
    cpu,
    ...(libc ? { libc } : {}),
    license: sibling.license,
    optional: true,
    ...(os ? { os } : {}),
    ...(sibling.engines ? { engines: sibling.engines } : {}),
  };
  console.log(`recorded ${name}@${version}`);
}

lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
