/** What seedProduct made, kept for checkProduct to find again on another server (restored or moved data). */

export type Plan = 'free' | 'monthly' | 'lifetime';

export interface SeededAccount {
  username: string;
  password: string;
  /** The plan the account holds after seeding, as GET /api/user names it (`subscriptionTier`). */
  plan: Plan;
  /** The `session` cookie of the seeding browser: still valid unless sessions were dropped. */
  sessionCookie: string;
}

export interface SeededPhoto {
  /** An /uploads/... address, served to the sighting's owner (and to anyone once published). */
  url: string;
  /** SHA-256 (hex) of the bytes the seeded server served at `url`. */
  sha256: string;
}

export interface SeededSighting {
  id: number;
  owner: string;
  /** The name the identification answered. */
  scientificName: string;
  published: boolean;
  /** Every photo of the sighting, web copies then high-resolution copies, as its owner is served them. */
  photos: SeededPhoto[];
}

export interface Seeded {
  admin: SeededAccount;
  /** The divers: one free, one on a paid monthly plan, one holding a lifetime slot. */
  accounts: SeededAccount[];
  sightings: SeededSighting[];
  /** A published sighting's species page: its path, and the sighting it shows. */
  speciesPage: { path: string; identificationId: number };
  /** The unlisted share link: its path (/shared/{token}), the sighting shared and the SHA-256 of its cover. */
  share: { path: string; identificationId: number; coverSha256: string };
  /** The imported dive log: its owner, the dives it made as their owner reads them, the sighting taken on one of them. */
  dive: { owner: string; sightingId: number; dives: SeededDive[] };
  /** lifetimeSlotsTaken after seeding. */
  lifetimeSlotsTaken: number;
}

/** One dive as GET /api/dives/{id} shows it to its owner. */
export interface SeededDive {
  id: number;
  startedAt: string;
  site: string | null;
  maxDepthMeters: number | null;
  profileSamples: number;
  identificationIds: number[];
}
