/** How many identifications one account, visitor or address may have running at once. */
export const UPLOADS_AT_ONCE_PER_CLIENT = 2;

export const BUSY_MESSAGE = 'Too many identifications are running at once. Please try again in a moment.';

/**
 * Admits identification uploads before their bodies are read: a 10 MB photo is buffered and decoded once it is
 * admitted, so bounding the admitted ones bounds memory whatever arrives. The rest are answered 429 at once,
 * their bodies unread. One client (by its session, else its address) gets at most UPLOADS_AT_ONCE_PER_CLIENT
 * of the places.
 */
export class UploadGate {
  private running = 0;
  private perClient = new Map<string, number>();

  /** `capacity`: how many uploads the whole server admits at once (UPLOADS_AT_ONCE, twice the cores by default). */
  constructor(private readonly capacity: number) {}

  /** A release function when admitted, null when the server or this client is busy. */
  enter(client: string): (() => void) | null {
    const mine = this.perClient.get(client) ?? 0;
    if (this.running >= this.capacity || mine >= UPLOADS_AT_ONCE_PER_CLIENT) return null;
    this.running++;
    this.perClient.set(client, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left > 0) this.perClient.set(client, left);
      else this.perClient.delete(client);
    };
  }
}

/**
 * Who an upload counts against: the session it carries, else the address it comes from (a visitor's cookie is
 * theirs to change, their address is not).
 */
export function uploadClient(request: Request, ip: string): string {
  const session = /(?:^|;\s*)session=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  return session ? `session:${session}` : `ip:${ip}`;
}
