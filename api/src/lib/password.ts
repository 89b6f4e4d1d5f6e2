/**
 * Every stored password is an Argon2id hash at 64 MiB and 2 passes (Bun's defaults, written out so that they cannot
 * change with Bun): slow on purpose, so that a stolen users table is slow to guess from.
 */
export const PASSWORD_HASHING = { algorithm: 'argon2id', memoryCost: 65_536, timeCost: 2 } as const;

let hashing: Bun.Password.Argon2Algorithm = PASSWORD_HASHING;

/** The hash to store for `password`. */
export const hashPassword = (password: string): Promise<string> => Bun.password.hash(password, hashing);

/** Whether `password` is the one `hash` was made from (the hash carries its own cost). */
export const passwordMatches = (password: string, hash: string): Promise<boolean> => Bun.password.verify(password, hash);

/**
 * For test processes only (`bun test` sets NODE_ENV=test): hashes at Argon2id's smallest cost, still argon2id and
 * verified the same way. At 64 MiB a hash takes 0.2–1.6 s on a busy 2-core machine, and the suites make thousands.
 * The product never calls this; outside a test run it refuses.
 */
export function hashPasswordsCheaplyInTests(): void {
  if (process.env.NODE_ENV !== 'test') throw new Error('Passwords are hashed at a lower cost only in tests');
  hashing = { algorithm: 'argon2id', memoryCost: 256, timeCost: 1 };
}
