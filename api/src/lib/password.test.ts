import { describe, expect, test } from 'bun:test';
import { hashPassword, passwordMatches } from './password';

/** Runs `code` in a process of its own, as the server runs: not under `bun test`, so NODE_ENV is not `test`. */
async function outsideTests(code: string) {
  const { NODE_ENV: _, ...env } = process.env;
  const child = Bun.spawn([process.execPath, '-e', code], { cwd: import.meta.dir, env, stdout: 'pipe', stderr: 'pipe' });
  const [out, err, exitCode] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  return { out: out.trim(), err, exitCode };
}

describe('stored passwords', () => {
  test('the product hashes with Argon2id at 64 MiB and 2 passes', async () => {
    const { out, exitCode } = await outsideTests(`console.log(await (await import('./password.ts')).hashPassword('secret-pass'))`);
    expect(exitCode).toBe(0);
    expect(out).toStartWith('$argon2id$v=19$m=65536,t=2,p=1$');
  }, 30_000);

  test('the lower cost of the tests cannot be taken outside a test run', async () => {
    const { err, exitCode } = await outsideTests(`(await import('./password.ts')).hashPasswordsCheaplyInTests()`);
    expect(exitCode).not.toBe(0);
    expect(err).toContain('Passwords are hashed at a lower cost only in tests');
  }, 30_000);

  test('in tests a hash is made at the smallest cost (test-support/password-cost.ts), and matches its own password only', async () => {
    const hash = await hashPassword('secret-pass');
    expect(hash).toStartWith('$argon2id$v=19$m=256,t=1,p=1$');
    expect(await passwordMatches('secret-pass', hash)).toBe(true);
    expect(await passwordMatches('secret-pasS', hash)).toBe(false);
  });
});
