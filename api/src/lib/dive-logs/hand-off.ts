/**
 * A parsed log crosses from its worker to the event loop packed: the dives without their profiles as JSON text, a
 * thousand to a piece, and every sample in one Float64Array that is moved, not copied. The event loop unpacks it a
 * few milliseconds at a time. Copied as objects, the 314,000 samples of a 13.5 MB log held it for 0.6 s in one go.
 */
import type { ProfileSample } from '@rules/dives';
import { slices } from '../turns';
import type { ParsedDive, ParsedFile, ParsedLog, ParsedTrack } from './types';

const DIVES_PER_PIECE = 1000;

type DiveWithoutProfile = Omit<ParsedDive, 'profile'> & { samples: number };

export interface PackedLog extends Omit<ParsedLog, 'dives'> {
  format: ParsedLog['format'];
  dives: string[];
  /** Each dive's samples in turn, seconds then depth; `samples` of each dive says how many are its. */
  samples: Float64Array;
}

/** What crosses from the worker: a packed log, or a track, whose points are moved as they are. */
export type PackedFile = PackedLog | ParsedTrack;

export const packedFile = (file: ParsedFile): PackedFile => (file.format === 'gpx' ? file : packed(file));
export const unpackedFile = async (file: PackedFile): Promise<ParsedFile> => (file.format === 'gpx' ? file : unpacked(file));
/** The buffer moved, not copied, to the event loop's thread. */
export const movedBuffer = (file: PackedFile) => (file.format === 'gpx' ? file.points.buffer : file.samples.buffer);

export function packed({ dives, ...log }: ParsedLog): PackedLog {
  const samples = new Float64Array(2 * dives.reduce((count, dive) => count + dive.profile.length, 0));
  let at = 0;
  const pieces: string[] = [];
  for (let first = 0; first < dives.length; first += DIVES_PER_PIECE) {
    const piece = dives.slice(first, first + DIVES_PER_PIECE).map(({ profile, ...dive }): DiveWithoutProfile => {
      for (const [seconds, depth] of profile) {
        samples[at++] = seconds;
        samples[at++] = depth;
      }
      return { ...dive, samples: profile.length };
    });
    pieces.push(JSON.stringify(piece));
  }
  return { ...log, dives: pieces, samples };
}

export async function unpacked({ dives: pieces, samples, ...log }: PackedLog): Promise<ParsedLog> {
  const breathe = slices();
  const dives: ParsedDive[] = [];
  let at = 0;
  for (const piece of pieces) {
    await breathe();
    for (const { samples: count, ...dive } of JSON.parse(piece) as DiveWithoutProfile[]) {
      const profile: ProfileSample[] = new Array(count);
      for (let i = 0; i < count; i++, at += 2) {
        profile[i] = [samples[at]!, samples[at + 1]!];
        if ((i & 4095) === 4095) await breathe();
      }
      dives.push({ ...dive, profile });
      await breathe();
    }
  }
  return { ...log, dives };
}
