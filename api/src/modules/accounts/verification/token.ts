import { timingSafeEqual } from 'node:crypto';

/** A verification link works for a day. */
export const VERIFICATION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

function signature(secret: string, userId: number, email: string, expiresAt: number): Buffer {
  // The address is signed too: a link sent to an old address cannot verify the one that replaced it.
  const message = `verify-email\n${userId}\n${email.trim().toLowerCase()}\n${expiresAt}`;
  return Buffer.from(new Bun.CryptoHasher('sha256', secret).update(message).digest());
}

/** "<user id>.<expiry ms>.<HMAC-SHA256>": nothing to store, and only the server can make one. */
export function makeVerificationToken(secret: string, user: { id: number; email: string }, now: Date): string {
  const expiresAt = now.getTime() + VERIFICATION_LINK_LIFETIME_MS;
  return `${user.id}.${expiresAt}.${signature(secret, user.id, user.email, expiresAt).toString('base64url')}`;
}

export type TokenCheck = { userId: number; expired: boolean } | null;

/** The user a token was made for, and whether it expired; null for anything the server did not sign. */
export async function readVerificationToken(
  secret: string,
  token: string,
  emailOf: (userId: number) => Promise<string | undefined>,
  now: Date,
): Promise<TokenCheck> {
  const match = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expiresAt = Number(match[2]);
  const email = await emailOf(userId);
  if (email === undefined) return null;
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = signature(secret, userId, email, expiresAt);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, expired: expiresAt <= now.getTime() };
}
