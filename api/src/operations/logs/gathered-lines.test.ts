import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';

const LOGGER = join(import.meta.dir, 'logger.ts');

/** Runs a script that logs `count` lines then ends as `end` says, and returns its stdout's log lines. */
async function linesOf(end: string, count = 2000): Promise<Array<Record<string, unknown>>> {
  const script = `import { log } from ${JSON.stringify(LOGGER)};
for (let i = 0; i < ${count}; i++) log.request({ requestId: 'r' + i, method: 'GET', route: '/species/*', status: 200, ms: i / 10 });
log.info('last line');
${end}`;
  const child = Bun.spawn([process.execPath, '-e', script], { stdout: 'pipe', stderr: 'ignore' });
  const out = await new Response(child.stdout).text();
  await child.exited;
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

describe('log lines gathered for one write', () => {
  for (const [how, end] of [
    ['process.exit', 'process.exit(3);'],
    ['an uncaught throw', "throw new Error('crash');"],
    ['an idle end', ''],
  ]) {
    test(`every line is written, in order, when the process ends by ${how}`, async () => {
      const lines = await linesOf(end!);
      expect(lines).toHaveLength(2001);
      expect(lines[0]).toMatchObject({ level: 'info', requestId: 'r0', method: 'GET', route: '/species/*', status: 200, ms: 0, msg: 'request' });
      expect(lines[1999]).toMatchObject({ requestId: 'r1999', ms: 199.9 });
      expect(lines[2000]).toMatchObject({ msg: 'last line' });
      expect(typeof lines[0]!.time).toBe('string');
    });
  }
});
