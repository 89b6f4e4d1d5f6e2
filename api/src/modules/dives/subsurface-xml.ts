/**
 * Dives written as Subsurface writes its own logs (core/save-xml.cpp, data format 3): `<divesites>` first, each
 * `<site>` named by an 8-digit hex uuid, then `<dives>`, each with its samples in one `<divecomputer>` and each
 * photo as a `<picture filename offset>`. Text is escaped as Subsurface escapes it.
 */
import type { ProfileSample } from '@rules/dives';
import { CAMERA_OFFSET_KEY } from '../../lib/dive-logs';

export interface ExportSite {
  name: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface ExportDive {
  number: number;
  startedAt: string;
  durationSeconds: number;
  maxDepthMeters: number | null;
  site: ExportSite | null;
  cameraOffsetSeconds: number;
  profile: ProfileSample[];
  /** Each photo: its file name, its seconds into the dive (null without a time of day), what was seen. */
  pictures: { fileName: string; seconds: number | null; seen: string }[];
}

/** Control characters become "?", markup characters entities (quotes too, inside attributes). */
export function escapeXml(text: string, attribute = true): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f<>&'"]/g, (c) => {
    if (c === '<') return '&lt;';
    if (c === '>') return '&gt;';
    if (c === '&') return '&amp;';
    if (c === "'") return attribute ? '&apos;' : c;
    if (c === '"') return attribute ? '&quot;' : c;
    return '?';
  });
}

/** The key a site is known by in the file: its name and position. */
export const siteKey = (site: ExportSite) => JSON.stringify([site.name, site.latitude, site.longitude]);

/** "45:30 min", "-1:05 min": Subsurface's durations, minutes and seconds. */
function minutes(seconds: number, signed = false): string {
  const whole = Math.round(Math.abs(seconds));
  const text = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')} min`;
  return signed ? `${seconds < 0 ? '-' : '+'}${text}` : text;
}

const metres = (depth: number) => `${Number(depth.toFixed(2))} m`;

export const LOG_START = "<divelog program='subsurface' version='3'>\n";
export const LOG_END = '</dives>\n</divelog>\n';

/** `<divesites>` with each site's uuid; closes with the opening of `<dives>`. */
export function divesitesXml(sites: Map<string, { uuid: string; site: ExportSite }>): string {
  const lines = ['<divesites>'];
  for (const { uuid, site } of sites.values()) {
    const gps = site.latitude !== null && site.longitude !== null ? ` gps='${site.latitude.toFixed(6)} ${site.longitude.toFixed(6)}'` : '';
    lines.push(`<site uuid='${uuid}'${site.name ? ` name='${escapeXml(site.name)}'` : ''}${gps}>`, '</site>');
  }
  lines.push('</divesites>', '<dives>', '');
  return lines.join('\n');
}

/** One `<dive>`: the species seen in its notes, the camera offset as extra data of its computer. */
export function diveXml(dive: ExportDive, siteUuid: string | null): string {
  const [date, time] = dive.startedAt.split('T');
  const lines = [
    `<dive number='${dive.number}'${siteUuid ? ` divesiteid='${siteUuid}'` : ''} date='${date}' time='${time!.slice(0, 8)}' duration='${minutes(dive.durationSeconds)}'>`,
  ];
  const seen = [...new Set(dive.pictures.map((picture) => picture.seen))];
  if (seen.length) lines.push(`  <notes>${escapeXml(`Seen (ReefID): ${seen.join(', ')}`, false)}</notes>`);
  lines.push('  <divecomputer>');
  if (dive.maxDepthMeters !== null) lines.push(`  <depth max='${metres(dive.maxDepthMeters)}' />`);
  if (dive.cameraOffsetSeconds) lines.push(`  <extradata key='${CAMERA_OFFSET_KEY}' value='${dive.cameraOffsetSeconds}' />`);
  for (const [seconds, depth] of dive.profile) lines.push(`  <sample time='${minutes(seconds)}' depth='${metres(depth)}' />`);
  lines.push('  </divecomputer>');
  for (const picture of dive.pictures) {
    const offset = picture.seconds ? ` offset='${minutes(picture.seconds, true)}'` : '';
    lines.push(`  <picture filename='${escapeXml(picture.fileName)}'${offset}/>`);
  }
  lines.push('</dive>', '');
  return lines.join('\n');
}
