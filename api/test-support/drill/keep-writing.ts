import { Visitor } from './http';
import type { Seeded } from './model';
import { samplePhoto } from './seed';

export interface KeptWriting {
  /** Resolves once the first round has ended, written or failed: from then on, stop() has something to count. */
  firstRound: Promise<void>;
  /** Stops after the write in flight; resolves with the number of sightings uploaded and published, or rejects naming the writes that failed. */
  stop(): Promise<number>;
}

/**
 * Keeps the seeded product busy as its users do while a backup runs: the paying diver uploads a sighting with
 * consent and the admin publishes it, again and again until stopped. Uses the seeded sessions (no new logins).
 */
export function keepWriting(baseUrl: string, seeded: Seeded): KeptWriting {
  const payer = seeded.accounts.find((account) => account.plan === 'monthly' || account.plan === 'lifetime');
  if (!payer) throw new Error('keepWriting needs a seeded account on a paid plan: free accounts run out of identifications');
  const diver = signedInAs(baseUrl, payer.sessionCookie);
  const admin = signedInAs(baseUrl, seeded.admin.sessionCookie);
  const failures: string[] = [];
  let written = 0;
  let stopping = false;
  let firstRoundEnded!: () => void;
  const firstRound = new Promise<void>((resolve) => (firstRoundEnded = resolve));

  const loop = (async () => {
    for (let round = 0; !stopping; round++) {
      try {
        const form = new FormData();
        form.append('image', new File([samplePhoto(round)], `reef-${round}.jpg`, { type: 'image/jpeg' }));
        form.append('catalogueConsent', 'true');
        form.append('licence', 'CC-BY-4.0');
        const { id } = await diver.expect('upload', diver.post('/api/identify', form), 201);
        await admin.expect(`publish ${id}`, admin.post(`/api/admin/identifications/${id}/publish`));
        written++;
      } catch (error) {
        failures.push(`round ${round}: ${(error as Error).message}`);
        // A server that stopped answering is not asked a hundred times a second.
        await Bun.sleep(100);
      }
      firstRoundEnded();
    }
  })();

  return {
    firstRound,
    async stop() {
      stopping = true;
      await loop;
      if (failures.length) throw new Error(`${failures.length} writes failed while writing went on (${written} succeeded):\n- ${failures.slice(0, 10).join('\n- ')}`);
      return written;
    },
  };
}

function signedInAs(baseUrl: string, session: string): Visitor {
  const visitor = new Visitor(baseUrl);
  visitor.cookies.set('session', session);
  return visitor;
}
