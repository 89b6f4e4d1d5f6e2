/**
 * Expert review of a sighting: who votes for which taxon, the community taxon they agree on, and the review status
 * the API stores and the screens show. Shared by the API and the site.
 */

export const REVIEW_STATUSES = ['unreviewed', 'in-review', 'verified', 'disputed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * An expert's verdict: `agree` with the answer shown, `suggest` another taxon (named), or `cannot-tell` from the
 * photos, which casts no vote but is shown.
 */
export const VERDICTS = ['agree', 'suggest', 'cannot-tell'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Longest scientific name a suggestion may carry. */
export const MAX_SUGGESTED_NAME = 200;
/** Reviews an expert may send in one UTC day (replacing one already sent that day does not count again). */
export const DAILY_REVIEWS = 500;
/** An expert may be given at most this many groups, each a WoRMS class or phylum name of at most MAX_GROUP_NAME. */
export const MAX_EXPERT_GROUPS = 20;
export const MAX_GROUP_NAME = 60;

/** One step of a WoRMS lineage, from the kingdom down to the taxon itself. */
export interface TaxonStep {
  aphiaId: number;
  rank: string;
  name: string;
}

/**
 * A vote for a taxon: its lineage (kingdom first, the taxon itself last), and the person who cast it. Only experts
 * vote (an admin made each one); never the sighting's owner, whose acceptance is no vote (decision 114).
 */
export interface Vote {
  lineage: TaxonStep[];
  /** Who cast it, one key per person: accounts that are one person (the API: one mailbox) share it and vote once. */
  person: string;
}

export interface Consensus {
  status: ReviewStatus;
  /** The deepest taxon more than two thirds of the votes fall within; null without votes or agreement. */
  communityTaxon: TaxonStep | null;
}

/** WoRMS ranks from the kingdom down; a rank not listed is placed by its neighbours in the lineage. */
const RANKS = [
  'kingdom', 'subkingdom', 'infrakingdom', 'phylum', 'phylum (division)', 'subphylum', 'subphylum (subdivision)', 'infraphylum',
  'parvphylum', 'gigaclass', 'megaclass', 'superclass', 'class', 'subclass', 'infraclass', 'subterclass', 'superorder',
  'order', 'suborder', 'infraorder', 'parvorder', 'section', 'subsection', 'superfamily', 'epifamily', 'family',
  'subfamily', 'supertribe', 'tribe', 'subtribe', 'genus', 'subgenus', 'species', 'subspecies', 'natio', 'variety',
  'subvariety', 'forma', 'subforma', 'mutatio',
];
const rankIndex = (rank: string) => RANKS.indexOf(rank.trim().toLowerCase());

/** At genus or deeper (subgenus, species, …): what a verified sighting must be named to. */
export const isGenusOrDeeper = (rank: string) => rankIndex(rank) >= rankIndex('genus');
/** Deeper than family (subfamily, tribe, genus, species, …). */
export const isBelowFamily = (rank: string) => rankIndex(rank) > rankIndex('family');

const taxonOf = (vote: Vote) => vote.lineage.at(-1)!;

/** The votes that count: those naming a taxon, each person's first only (a second account adds no voice). */
function countedVotes(votes: Vote[]): Vote[] {
  const seen = new Set<string>();
  const counted: Vote[] = [];
  for (const vote of votes) {
    if (vote.lineage.length === 0 || seen.has(vote.person)) continue;
    seen.add(vote.person);
    counted.push(vote);
  }
  return counted;
}

const within = (vote: Vote, aphiaId: number) => vote.lineage.some((step) => step.aphiaId === aphiaId);

/** Two votes disagree when neither's taxon lies in the other's lineage: they are on different branches. */
export const disagree = (a: Vote, b: Vote) => !within(a, taxonOf(b).aphiaId) && !within(b, taxonOf(a).aphiaId);

/**
 * The community taxon, as iNaturalist computes it: of every taxon in the votes' lineages, the deepest that more
 * than two thirds of the votes fall within (a vote falls within a taxon when the taxon is in its lineage). Two
 * taxa each holding more than two thirds share a vote, so they lie on one lineage and "deepest" is well defined.
 */
export function communityTaxonOf(votes: Vote[]): TaxonStep | null {
  const counted = countedVotes(votes);
  let best: { step: TaxonStep; depth: number } | null = null;
  const seen = new Set<number>();
  for (const vote of counted) {
    vote.lineage.forEach((step, depth) => {
      if (seen.has(step.aphiaId)) return;
      seen.add(step.aphiaId);
      const inside = counted.filter((other) => within(other, step.aphiaId)).length;
      if (inside * 3 > counted.length * 2 && (!best || depth > best.depth)) best = { step, depth };
    });
  }
  return (best as { step: TaxonStep } | null)?.step ?? null;
}

/**
 * The review status of a sighting from its counting reviews (`reviews`, cannot-tell included) and its votes (each
 * counting expert's agree or suggest, one per person):
 * - unreviewed: no counting review;
 * - verified: votes of at least two people (so two experts, neither the owner) and a community taxon at genus rank
 *   or deeper;
 * - disputed: two votes disagree (on different branches) and there is no community taxon below family;
 * - in-review: anything else.
 */
export function consensusOf(reviews: number, votes: Vote[]): Consensus {
  const counted = countedVotes(votes);
  const communityTaxon = communityTaxonOf(counted);
  if (reviews === 0) return { status: 'unreviewed', communityTaxon: null };
  if (counted.length >= 2 && communityTaxon && isGenusOrDeeper(communityTaxon.rank)) {
    return { status: 'verified', communityTaxon };
  }
  const split = counted.some((a, i) => counted.slice(i + 1).some((b) => disagree(a, b)));
  if (split && !(communityTaxon && isBelowFamily(communityTaxon.rank))) return { status: 'disputed', communityTaxon };
  return { status: 'in-review', communityTaxon };
}

/**
 * Whether an expert reviews a sighting whose model taxon lies in these classes and phyla (`taxonGroups`): one of
 * their groups names one of them (any case); an expert of no groups (null) reviews every group. Their queue, their
 * reviews and the photos they may see follow it.
 */
export function inExpertGroups(expertGroups: string[] | null, taxonGroups: string[]): boolean {
  if (expertGroups === null) return true;
  return taxonGroups.some((name) => expertGroups.some((group) => group.toLowerCase() === name.toLowerCase()));
}

/** Who is shown the experts' usernames on a sighting's reviews: its owner, admins and experts. */
export function seesExpertNames(viewer: { id: number; isAdmin: boolean; isExpert: boolean } | null, ownerId: number | null): boolean {
  return !!viewer && (viewer.isAdmin || viewer.isExpert || (ownerId !== null && viewer.id === ownerId));
}
