import { MAX_SIGHTING_PHOTOS, MAX_UPLOAD_BYTES } from '@rules/identification';

/** How many identifications one account, visitor or address may have running at once. */
export const UPLOADS_AT_ONCE_PER_CLIENT = 2;
/**
 * How many one address (an IPv6 /64) may have running at once, whatever cookies its uploads carry: visitor
 * cookies are free to get, so without it one machine could take every place. Two signed-in people of one
 * household still upload at full speed.
 */
export const UPLOADS_AT_ONCE_PER_ADDRESS = 4;

/**
 * An admitted upload takes one place per photo it can hold: its declared length in 10 MB steps, up to a sighting's
 * five photos (a body sent in chunks, of undeclared length, takes five). Memory follows the photos being decoded, not
 * the requests: four sightings of five photos would be twenty photos at once. One upload is always admitted into an
 * idle server, whatever its weight.
 */
export function uploadWeight(request: Request): number {
  const declared = request.headers.get('content-length');
  if (declared === null) return /chunked/i.test(request.headers.get('transfer-encoding') ?? '') ? MAX_SIGHTING_PHOTOS : 1;
  const bytes = Number(declared);
  if (!Number.isFinite(bytes) || bytes <= 0) return 1;
  return Math.min(MAX_SIGHTING_PHOTOS, Math.ceil(bytes / MAX_UPLOAD_BYTES));
}

export const BUSY_MESSAGE = 'Too many identifications are running at once. Please try again in a moment.';

/** Who an upload counts against, and the address (key) it comes from. */
export interface Uploader {
  client: string;
  address: string;
}

/**
 * Names the client of an upload from its cookies, checked: `account:{id}` for a live session, `visitor:{id}` for a
 * visitor cookie we signed, else null (a made-up cookie names nobody). Given to the handler where the app is built.
 */
export type UploadClients = (request: Request) => Promise<string | null>;

/**
 * Admits identification uploads before their bodies are read: a 10 MB photo is buffered and decoded once it is
 * admitted, so bounding the admitted ones bounds memory whatever arrives. The rest are answered 429 at once,
 * their bodies unread. One client gets at most UPLOADS_AT_ONCE_PER_CLIENT of the places, one address at most
 * UPLOADS_AT_ONCE_PER_ADDRESS. The server's places are counted by weight (uploadWeight), so what is admitted is
 * bounded in photos.
 */
export class UploadGate {
  private running = 0;
  private perClient = new Map<string, number>();
  private perAddress = new Map<string, number>();

  /** `capacity`: how many uploads the whole server admits at once (UPLOADS_AT_ONCE, twice the cores by default). */
  constructor(readonly capacity: number) {}

  /** Places taken now (by weight), for /metrics. */
  inUse(): number {
    return this.running;
  }

  /** Whether an upload of this weight from this address could be admitted now: refusals need not look up who sent it. */
  hasRoomFor(address: string, weight = 1): boolean {
    const fits = this.running === 0 || this.running + weight <= this.capacity;
    return fits && (this.perAddress.get(address) ?? 0) < UPLOADS_AT_ONCE_PER_ADDRESS;
  }

  /** A release function when admitted, null when the server, this address or this client is busy. */
  enter({ client, address }: Uploader, weight = 1): (() => void) | null {
    if (!this.hasRoomFor(address, weight) || (this.perClient.get(client) ?? 0) >= UPLOADS_AT_ONCE_PER_CLIENT) return null;
    this.running += weight;
    take(this.perClient, client);
    take(this.perAddress, address);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= weight;
      giveBack(this.perClient, client);
      giveBack(this.perAddress, address);
    };
  }
}

function take(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function giveBack(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

/**
 * Who an upload counts against: the account or visitor its checked cookies name, else the address it comes from
 * (a cookie nobody issued names nobody; an address cannot be made up).
 */
export async function uploaderOf(request: Request, address: string, clients?: UploadClients): Promise<Uploader> {
  const client = (await clients?.(request)) ?? `address:${address}`;
  return { client, address };
}
