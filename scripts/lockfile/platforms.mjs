// What `npm ci` checks of optional dependencies: each one a package asks for must have an entry in the lockfile,
// found the way Node resolves modules (the package's own node_modules, then each folder above it).

/** Optional dependencies with no lockfile entry: `{ name, version, parent }` for each. */
export function missingOptionalPackages(lock) {
  const packages = lock.packages;
  const missing = [];
  for (const [path, entry] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolves(packages, path, name)) missing.push({ name, version, parent: path });
    }
  }
  return missing;
}

function resolves(packages, from, name) {
  let folder = from;
  for (;;) {
    if (packages[`${folder ? `${folder}/` : ''}node_modules/${name}`]) return true;
    if (!folder) return false;
    const up = folder.lastIndexOf('/node_modules/');
    folder = up < 0 ? '' : folder.slice(0, up);
  }
}

const SYSTEMS = { darwin: 'darwin', linux: 'linux', win32: 'win32', windows: 'win32', freebsd: 'freebsd', android: 'android' };
const CPUS = new Set(['x64', 'arm64', 'arm', 'ia32', 'riscv64', 'ppc64', 's390x', 'loong64']);
const LIBCS = new Set(['gnu', 'musl']);

/**
 * The platform a binary package's name declares, as npm's `os`, `cpu` and `libc` fields:
 * `…-darwin-arm64`, `…-linux-arm64-musl`, `…-win32-x64-msvc`, `…-wasm32-wasi`. Null when the name declares none.
 */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  if (parts.at(-2) === 'wasm32' && parts.at(-1) === 'wasi') return { cpu: ['wasm32'] };
  for (let i = parts.length - 2; i >= 0; i--) {
    const os = SYSTEMS[parts[i]];
    const cpu = parts[i + 1];
    if (!os || !CPUS.has(cpu)) continue;
    const libc = parts[i + 2];
    return { cpu: [cpu], ...(os === 'linux' && LIBCS.has(libc) ? { libc: [libc] } : {}), os: [os] };
  }
  return null;
}
