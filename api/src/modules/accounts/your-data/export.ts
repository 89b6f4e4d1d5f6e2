import type { AppContext } from '../../../context';
import type { AccountHoldings } from '../holdings';
import type { UserRow } from '../repo';
import { zipStream, type ArchiveFile } from './zip';

/** What the account holds about the person, as they see it on their profile; never the password hash. */
function accountRecord(user: UserRow) {
  return {
    username: user.username,
    email: user.email,
    website: user.website,
    locale: user.locale,
    subscriptionTier: user.subscriptionTier,
    subscriptionExpiresAt: user.subscriptionExpiresAt,
    subscriptionCanceledAt: user.subscriptionCanceledAt,
    trialStartedAt: user.trialStartedAt,
    identificationCount: user.identificationCount,
    createdAt: user.createdAt,
  };
}

const text = (value: string) => new TextEncoder().encode(value);

/**
 * "Download my data": account.json, then what the account holds elsewhere (every identification as JSON and CSV,
 * and the original-size stored photos under images/), as one ZIP written while it is sent.
 */
export async function exportAccount(ctx: AppContext, holdings: AccountHoldings, user: UserRow): Promise<Response> {
  const now = ctx.now();
  const held = await holdings.exportFiles(user, now);
  async function* files(): AsyncGenerator<ArchiveFile> {
    yield { name: 'account.json', data: text(JSON.stringify(accountRecord(user), null, 2)), compress: true, modified: now };
    yield* held;
  }
  const day = now.toISOString().slice(0, 10);
  return new Response(zipStream(files()), {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="reefid-data-${day}.zip"`,
      'cache-control': 'private, no-store',
    },
  });
}
