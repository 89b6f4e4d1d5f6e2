// The identifications module gives each caller a port of its own (api/src/modules/identifications/ports.ts): what
// that caller may ask, and nothing more. A module's code imports its own port and no other, so what one module
// needs of identifications cannot quietly grow into what every module may touch.
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as door from '../../api/src/modules/identifications';
import { resolveSpecifier, ROOT, sourceFiles } from './import-graph';

const DOOR = 'api/src/modules/identifications/index.ts';
const isPort = (name: string) => /^identifications(For|Of)[A-Z]\w*$/.test(name);
const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());

/**
 * The one port a file may import: a module's is named for it (`identificationsForDives` for `dives`); the server
 * asks for its sweeps and its interfaces to the request handler; the app hands accounts the port accounts declared
 * (`AccountHoldings`). Any other file has none.
 */
function ownPort(file: string): string | undefined {
  const module = /^api\/src\/modules\/([^/]+)\//.exec(file)?.[1];
  if (module) return `identificationsFor${pascal(module)}`;
  return { 'api/src/server.ts': 'identificationsForServer', 'api/src/app.ts': 'identificationsOfAccounts' }[file];
}

/** The names a file imports from the identifications door (values only: a type is no request). */
function namesFromDoor(file: string, text: string): string[] {
  const names: string[] = [];
  for (const [, clause, specifier] of text.matchAll(/import\s+(?!type\s)\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/g)) {
    if (resolveSpecifier(file, specifier!) !== DOOR) continue;
    for (const part of clause!.split(',').map((each) => each.trim())) {
      if (part && !part.startsWith('type ')) names.push(part.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

const files = sourceFiles(['api', 'catalogue', 'scripts', 'bench'])
  .filter((file) => !file.startsWith(`api/src/modules/identifications/`))
  .map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }))
  .map(({ file, text }) => ({ file, text, ports: namesFromDoor(file, text).filter(isPort) }))
  .filter(({ ports }) => ports.length);

/** A port reached by a file that is not its caller, as the rule's failure names it. */
const strayPorts = (file: string, ports: string[]) => ports.filter((port) => port !== ownPort(file)).map((port) => `${file} imports ${port}`);

describe("identifications' ports", () => {
  test('a module asks identifications only through its own port', () => {
    // Tests, their support, benchmarks and scripts set the scene as any caller would (a recheck as the server runs
    // it, a delete as the back office makes it, photos placed on dives as an import places them).
    const product = files.filter(({ file }) => /^(api\/src|catalogue)\//.test(file) && !/\.test\.tsx?$/.test(file));
    expect(product.flatMap(({ file, ports }) => strayPorts(file, ports))).toEqual([]);
  });

  test('each port holds only what its caller uses', () => {
    const unused: string[] = [];
    for (const [port, members] of Object.entries(door).filter(([name]) => isPort(name) && name !== 'identificationsOfAccounts')) {
      const callers = files.filter(({ file, ports }) => ports.includes(port) && ownPort(file) === port);
      for (const member of Object.keys(members as object)) {
        if (!callers.some(({ text }) => new RegExp(`\\b${member}\\b`).test(text))) unused.push(`${port}.${member}`);
      }
    }
    expect(unused).toEqual([]);
  });

  test('names the file that reaches for another caller\'s port', () => {
    expect(strayPorts('api/src/modules/dives/matching.ts', ['identificationsForCatalogue'])).toEqual([
      'api/src/modules/dives/matching.ts imports identificationsForCatalogue',
    ]);
    expect(strayPorts('api/src/modules/dives/matching.ts', ['identificationsForDives'])).toEqual([]);
    expect(strayPorts('api/src/modules/stripe-webhook/index.ts', ['identificationsForStripeWebhook'])).toEqual([]);
    expect(strayPorts('api/src/server.ts', ['identificationsForServer', 'identificationsForAdmin'])).toEqual(['api/src/server.ts imports identificationsForAdmin']);
    expect(strayPorts('api/src/web/upload-gate.ts', ['identificationsForServer'])).toEqual(['api/src/web/upload-gate.ts imports identificationsForServer']);
  });

  test('reads the names a file imports from the door, its types left out', () => {
    const text = "import { identificationsForDives as identifications, type DivePlacement } from '../identifications';";
    expect(namesFromDoor('api/src/modules/dives/matching.ts', text)).toEqual(['identificationsForDives']);
    expect(namesFromDoor('api/src/modules/dives/matching.ts', "import { dives } from '../dives';")).toEqual([]);
  });
});
