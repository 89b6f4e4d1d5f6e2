/**
 * The nearby module's door: `nearby`, what OBIS records near a position (cached by cell). It has no routes.
 * Every other file in this folder is private to the module.
 */
import { recordedNearby } from './service';

export const nearby = { recordedNearby };
