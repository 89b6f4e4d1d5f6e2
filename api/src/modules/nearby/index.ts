/**
 * The nearby module's door: `nearby`, what OBIS records near a position (cached by cell), and at a depth there (cached
 * by cell and depth band). It has no routes. Every other file in this folder is private to the module.
 */
import { recordedAtDepth } from './at-depth';
import { recordedNearby } from './service';

export const nearby = { recordedNearby, recordedAtDepth };
