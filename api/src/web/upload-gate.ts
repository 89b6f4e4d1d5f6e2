import { MAX_SIGHTING_PHOTOS, MAX_UPLOAD_BYTES } from '@rules/identification';
import { UPLOAD_PACE, type UploadPace } from './upload-pace';

/** How many identifications one account, visitor or address may have running at once. */
export const UPLOADS_AT_ONCE_PER_CLIENT = 2;
/**
 * How many one address (an IPv6 /64) may have running at once, whatever cookies its uploads carry: visitor
 * cookies are free to get, so without it one machine could take every place. Two signed-in people of one
 * household still upload at full speed.
 */
export const UPLOADS_AT_ONCE_PER_ADDRESS = 4;
/** The places one client may hold at once: one sighting of five photos. */
export const PLACES_PER_CLIENT = MAX_SIGHTING_PHOTOS;
/** The places one address may hold at once: a household's two sightings of five. */
export const PLACES_PER_ADDRESS = 2 * MAX_SIGHTING_PHOTOS;

/**
 * The photos an upload can hold, by its declared length in 10 MB steps, up to a sighting's five (a body sent in
 * chunks, of undeclared length, counts five). What it weighs in the gate is this, capped (UploadGate.placesFor).
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

/** What one client or address holds now. */
interface Held {
  uploads: number;
  places: number;
}

/**
 * Admits identification uploads before their bodies are read: a 10 MB photo is buffered and decoded once it is
 * admitted, so bounding the admitted ones bounds memory whatever arrives. The rest are answered 429 at once,
 * their bodies unread. Places are photos: an upload takes one per photo it can hold (uploadWeight), and counts
 * against the server's places, its client's (UPLOADS_AT_ONCE_PER_CLIENT uploads, PLACES_PER_CLIENT places) and its
 * address's (UPLOADS_AT_ONCE_PER_ADDRESS, PLACES_PER_ADDRESS). Nobody holds every place of a server that has more
 * than one: what one declared length asks for is never more than one client's share.
 */
export class UploadGate {
  private running = 0;
  private clients = new Map<string, Held>();
  private addresses = new Map<string, Held>();
  /** The most one client may hold: PLACES_PER_CLIENT, and always one place fewer than the server's. */
  readonly clientShare: number;
  /** The most one address may hold: PLACES_PER_ADDRESS, and always one place fewer than the server's. */
  readonly addressShare: number;

  /**
   * `capacity`: the places of the whole server (UPLOADS_AT_ONCE, twice the cores by default); `pace`: how fast an
   * admitted upload's body must arrive to keep its places (web/upload-pace.ts).
   */
  constructor(
    readonly capacity: number,
    readonly pace: UploadPace = UPLOAD_PACE,
  ) {
    const mostOfOne = capacity > 1 ? capacity - 1 : 1;
    this.clientShare = Math.min(PLACES_PER_CLIENT, mostOfOne);
    this.addressShare = Math.min(PLACES_PER_ADDRESS, mostOfOne);
  }

  /**
   * The places an upload of `weight` photos takes: never more than one client's share, so that a sighting of five
   * is admitted into an idle server whatever its places, and never more than the room it is admitted into.
   */
  placesFor(weight: number): number {
    return Math.max(1, Math.min(weight, this.clientShare));
  }

  /** Places taken now, for /metrics. */
  inUse(): number {
    return this.running;
  }

  /** Whether an upload of this weight from this address could be admitted now: refusals need not look up who sent it. */
  hasRoomFor(address: string, weight = 1): boolean {
    const places = this.placesFor(weight);
    return this.running + places <= this.capacity && fits(this.addresses.get(address), places, UPLOADS_AT_ONCE_PER_ADDRESS, this.addressShare);
  }

  /** A release function when admitted, null when the server, this address or this client has no room for it. */
  enter({ client, address }: Uploader, weight = 1): (() => void) | null {
    const places = this.placesFor(weight);
    if (!this.hasRoomFor(address, weight) || !fits(this.clients.get(client), places, UPLOADS_AT_ONCE_PER_CLIENT, this.clientShare)) return null;
    this.running += places;
    take(this.clients, client, places);
    take(this.addresses, address, places);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= places;
      giveBack(this.clients, client, places);
      giveBack(this.addresses, address, places);
    };
  }
}

const fits = (held: Held | undefined, places: number, uploads: number, share: number) =>
  (held?.uploads ?? 0) < uploads && (held?.places ?? 0) + places <= share;

function take(holders: Map<string, Held>, key: string, places: number): void {
  const held = holders.get(key);
  if (held) {
    held.uploads++;
    held.places += places;
  } else holders.set(key, { uploads: 1, places });
}

function giveBack(holders: Map<string, Held>, key: string, places: number): void {
  const held = holders.get(key);
  if (!held) return;
  held.uploads--;
  held.places -= places;
  if (held.uploads <= 0) holders.delete(key);
}

/**
 * Who an upload counts against: the account or visitor its checked cookies name, else the address it comes from
 * (a cookie nobody issued names nobody; an address cannot be made up).
 */
export async function uploaderOf(request: Request, address: string, clients?: UploadClients): Promise<Uploader> {
  const client = (await clients?.(request)) ?? `address:${address}`;
  return { client, address };
}
