/**
 * The recorded WoRMS answers (README.md beside this file says where each comes from), by the call and what it asked.
 * The fake WoRMS serves them; the contract test checks the fields ReefID reads against them.
 */
import { readFileSync } from 'node:fs';

export const WORMS_CALLS = [
  'AphiaRecordsByMatchNames',
  'AphiaRecordsByAphiaIDs',
  'AphiaClassificationByAphiaID',
  'AphiaVernacularsByAphiaID',
  'AphiaAttributesByAphiaID',
  'AphiaSynonymsByAphiaID',
] as const;
export type WormsCall = (typeof WORMS_CALLS)[number];

export interface WormsRecording {
  call: WormsCall;
  /** The AphiaID asked about, or for AphiaRecordsByMatchNames the name asked (as it was written). */
  asked: number | string;
  /** AphiaSynonymsByAphiaID's 1-based offset. */
  offset?: number;
  /** The body's file here; null for a 204, which has none. */
  file: string | null;
  /** False for a body filled in following WoRMS's recorded key tree, not answered as it stands (README.md). */
  verbatim: boolean;
}

export const WORMS_RECORDINGS: WormsRecording[] = [
  { call: 'AphiaRecordsByAphiaIDs', asked: 105706, file: 'AphiaRecordsByAphiaIDs-105706.json', verbatim: true },
  { call: 'AphiaRecordsByAphiaIDs', asked: 44444, file: null, verbatim: true },
  { call: 'AphiaClassificationByAphiaID', asked: 105706, file: 'AphiaClassificationByAphiaID-105706.json', verbatim: true },
  { call: 'AphiaVernacularsByAphiaID', asked: 105706, file: 'AphiaVernacularsByAphiaID-105706.json', verbatim: true },
  { call: 'AphiaVernacularsByAphiaID', asked: 156806, file: 'AphiaVernacularsByAphiaID-156806.json', verbatim: true },
  { call: 'AphiaSynonymsByAphiaID', asked: 105706, offset: 1, file: 'AphiaSynonymsByAphiaID-105706-offset-1.json', verbatim: true },
  { call: 'AphiaSynonymsByAphiaID', asked: 126436, offset: 1, file: 'AphiaSynonymsByAphiaID-126436-offset-1.json', verbatim: true },
  { call: 'AphiaRecordsByMatchNames', asked: 'Coryphaena immaculata', file: 'AphiaRecordsByMatchNames-Coryphaena-immaculata.json', verbatim: true },
  { call: 'AphiaRecordsByMatchNames', asked: 'Gadus morha', file: 'AphiaRecordsByMatchNames-Gadus-morha.json', verbatim: true },
  { call: 'AphiaAttributesByAphiaID', asked: 276793, file: 'AphiaAttributesByAphiaID-276793.json', verbatim: false },
  { call: 'AphiaAttributesByAphiaID', asked: 126436, file: 'AphiaAttributesByAphiaID-126436-inherited.json', verbatim: false },
];

const bodies = new Map<string, unknown>();

/** A recording's parsed body (null for a 204). */
export function recordedBody(recording: WormsRecording): unknown {
  if (!recording.file) return null;
  if (!bodies.has(recording.file)) bodies.set(recording.file, JSON.parse(readFileSync(new URL(recording.file, import.meta.url), 'utf8')));
  return bodies.get(recording.file);
}

/** The recording of this call about this taxon or name, if there is one. */
export function findRecording(call: WormsCall, asked: number | string, offset?: number): WormsRecording | undefined {
  const same = (a: number | string) => (typeof a === 'string' && typeof asked === 'string' ? a.toLowerCase() === asked.toLowerCase() : a === asked);
  return WORMS_RECORDINGS.find((r) => r.call === call && same(r.asked) && (r.offset ?? 1) === (offset ?? 1));
}

/** Every AphiaID with at least one recording. */
export const RECORDED_IDS = new Set(WORMS_RECORDINGS.flatMap((r) => (typeof r.asked === 'number' ? [r.asked] : [])));
