import { speciesIdentifications } from './identifications';
import { integer, table, text, timestamp } from './columns';

/**
 * The public species pages of WoRMS taxa: one per accepted taxon that has a published identification. The slug
 * is given once, from the accepted name, and kept; the admin may choose the identification whose text it shows.
 */
export const catalogueTaxa = table('catalogue_taxa', {
  aphiaId: integer('aphia_id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** Null: the first published photo's identification. */
  featuredIdentificationId: integer('featured_identification_id').references(() => speciesIdentifications.id, { onDelete: 'set null' }),
});

/**
 * Every slug a species page was ever served at, and what it showed: a taxon, or one identification (its own page,
 * or a page from before pages were per taxon). A shared link to a slug that is no longer a page answers 301 to the
 * page that shows that taxon or identification now.
 */
export const catalogueSlugs = table('catalogue_slugs', {
  slug: text('slug').primaryKey(),
  aphiaId: integer('aphia_id'),
  identificationId: integer('identification_id'),
});

/** The catalogue as every instance shares it: one row (id 1). */
export const catalogueState = table('catalogue_state', {
  id: integer('id').primaryKey(),
  /** Raised at every publish, unpublish and delete: an instance that sees it move re-reads what is published. */
  version: integer('version').notNull().default(0),
  /** When the version last moved: the time of the last publish, unpublish or delete. */
  publishedAt: timestamp('published_at'),
  /** The newest full build, kept in the photo store under catalogue-builds/<id>/ for the other instances. */
  buildId: text('build_id'),
  /** The instance rebuilding the catalogue, and until when its lease holds unless it renews it. */
  leaseHolder: text('lease_holder'),
  leaseUntil: timestamp('lease_until'),
});

/**
 * Which pages each change of the shared version touched, written with the version: an instance that saw version
 * N reads the rows after N and re-reads only those pages. `slugs` is a JSON array of page slugs, or null when the
 * change named none (a change of everything: followers reload every page). Old rows are pruned; an instance
 * behind the pruned part reloads every page.
 */
export const catalogueChanges = table('catalogue_changes', {
  version: integer('version').primaryKey(),
  slugs: text('slugs'),
  at: timestamp('at').notNull(),
});
