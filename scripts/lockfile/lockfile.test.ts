// `npm ci` (CI, deploy pipelines, Docker builds) refuses a lockfile that is out of step with package.json or lacks
// an optional per-platform package. These checks fail before a pipeline does.
import { describe, expect, test } from 'bun:test';
import lock from '../../package-lock.json';
import manifest from '../../package.json';
import { missingOptionalPackages, platformOf } from './platforms.mjs';

describe('package-lock.json', () => {
  test('records what package.json asks for, at versions it accepts', () => {
    const root = lock.packages[''] as Record<string, unknown>;
    expect(root.dependencies).toEqual(manifest.dependencies);
    expect(root.devDependencies).toEqual(manifest.devDependencies);
    for (const [name, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
      const entry = (lock.packages as Record<string, { version?: string }>)[`node_modules/${name}`];
      expect(Bun.semver.satisfies(entry?.version ?? 'none', version), `${name}@${version}`).toBe(true);
    }
  });

  test("records every platform's optional binaries", () => {
    expect(missingOptionalPackages(lock)).toEqual([]);
  });
});

describe('platformOf', () => {
  test('reads the platform from a binary package name', () => {
    expect(platformOf('@pagefind/darwin-arm64')).toEqual({ cpu: ['arm64'], os: ['darwin'] });
    expect(platformOf('@pagefind/windows-x64')).toEqual({ cpu: ['x64'], os: ['win32'] });
    expect(platformOf('@astrojs/compiler-binding-linux-arm64-musl')).toEqual({ cpu: ['arm64'], libc: ['musl'], os: ['linux'] });
    expect(platformOf('@astrojs/compiler-binding-win32-x64-msvc')).toEqual({ cpu: ['x64'], os: ['win32'] });
    expect(platformOf('@astrojs/compiler-binding-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    expect(platformOf('left-pad')).toBeNull();
  });
});
