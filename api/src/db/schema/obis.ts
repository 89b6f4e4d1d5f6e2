import { flag, integer, primaryKey, table, timestamp } from './columns';

/**
 * What OBIS answered about a taxon near a 1° cell: recorded there or not. Kept 30 days, so the same dive site asks
 * OBIS once a month per taxon, not once per photo.
 */
export const obisNearby = table(
  'obis_nearby',
  {
    aphiaId: integer('aphia_id').notNull(),
    /** The cell's south-west corner, in whole degrees. */
    cellSouth: integer('cell_south').notNull(),
    cellWest: integer('cell_west').notNull(),
    recorded: flag('recorded').notNull(),
    checkedAt: timestamp('checked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.aphiaId, t.cellSouth, t.cellWest] })],
);

/**
 * What OBIS answered about a taxon near a 1° cell within a depth band (whole metres, as asked with startdepth and
 * enddepth): recorded there at that depth or not. Kept 30 days, like obis_nearby.
 */
export const obisAtDepth = table(
  'obis_at_depth',
  {
    aphiaId: integer('aphia_id').notNull(),
    cellSouth: integer('cell_south').notNull(),
    cellWest: integer('cell_west').notNull(),
    startDepth: integer('start_depth').notNull(),
    endDepth: integer('end_depth').notNull(),
    recorded: flag('recorded').notNull(),
    checkedAt: timestamp('checked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.aphiaId, t.cellSouth, t.cellWest, t.startDepth, t.endDepth] })],
);
