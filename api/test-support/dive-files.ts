/**
 * Dive logs of the formats beside Subsurface XML, written here in the shapes real computers and programs write
 * (Garmin Descent and Suunto FIT, the Suunto app's JSON, MacDive's XML, AP DiveSight's UDDF 3.3): the files of the
 * Subsurface project's dives/ folder are the model, none is copied. Used by the tests and bench/dives.ts.
 */
import { Encoder, Profile } from '@garmin/fitsdk';

/** Message numbers by name (the profile's types leave each one possibly undefined). */
const MESG = Profile.MesgNum as Record<'FILE_ID' | 'RECORD' | 'DIVE_SUMMARY' | 'SESSION' | 'ACTIVITY', number>;

const FIT_EPOCH_MS = Date.UTC(1989, 11, 31);

export interface DiveShape {
  /** Local wall-clock start at the dive site, YYYY-MM-DDTHH:mm:ss. */
  start: string;
  /** Minutes the site's clock is ahead of UTC. */
  utcOffsetMinutes: number;
  /** Seconds under water; the recording goes on `surfaceSeconds` more at the surface after it. */
  seconds: number;
  surfaceSeconds?: number;
  maxDepth: number;
  /** Seconds between samples. */
  every?: number;
  position?: { latitude: number; longitude: number };
}

/** The dive's UTC start in milliseconds. */
const utcStart = (dive: DiveShape) => Date.parse(`${dive.start}Z`) - dive.utcOffsetMinutes * 60_000;

/** Depth at `t` seconds: down in a minute, along the bottom, up in the last two; the surface after. */
function depthAt(dive: DiveShape, t: number): number {
  if (t >= dive.seconds) return 0;
  const down = Math.min(1, t / 60);
  const up = Math.min(1, (dive.seconds - t) / 120);
  return Math.round(Math.max(1, dive.maxDepth * Math.min(down, up)) * 1000) / 1000;
}

const sampleTimes = (dive: DiveShape) => {
  const every = dive.every ?? 10;
  const end = dive.seconds + (dive.surfaceSeconds ?? 120);
  return Array.from({ length: Math.floor(end / every) + 1 }, (_, n) => n * every);
};

/** A FIT activity as a Descent watch writes one dive: file id, records, dive summary, session, activity. */
export function descentFit(dive: DiveShape, { sport = 'diving' }: { sport?: string } = {}): Uint8Array {
  const start = utcStart(dive);
  const at = (seconds: number) => new Date(start + seconds * 1000);
  const times = sampleTimes(dive);
  const elapsed = times.at(-1)!;
  const semicircles = (degrees: number) => Math.round((degrees * 2 ** 31) / 180);
  const encoder = new Encoder();
  // Messages as the decoder gives them; the encoder's types know each message's own fields only by its number.
  const write = (mesgNum: number, mesg: Record<string, unknown>) => encoder.onMesg(mesgNum, mesg as Parameters<Encoder['onMesg']>[1]);
  write(MESG.FILE_ID, { type: 'activity', manufacturer: 'garmin', product: 2859, timeCreated: at(elapsed + 60), serialNumber: 3991472814 });
  for (const t of times) write(MESG.RECORD, { timestamp: at(t), depth: depthAt(dive, t), temperature: 27 });
  write(MESG.DIVE_SUMMARY, { timestamp: at(elapsed), referenceMesg: 'session', referenceIndex: 0, maxDepth: dive.maxDepth, bottomTime: dive.seconds });
  write(MESG.SESSION, {
    timestamp: at(elapsed),
    startTime: at(0),
    totalElapsedTime: elapsed,
    totalTimerTime: elapsed,
    sport,
    subSport: sport === 'diving' ? 'singleGasDiving' : 'generic',
    ...(dive.position ? { startPositionLat: semicircles(dive.position.latitude), startPositionLong: semicircles(dive.position.longitude) } : {}),
  });
  const stop = start + elapsed * 1000;
  write(MESG.ACTIVITY, {
    timestamp: new Date(stop),
    localTimestamp: Math.round((stop - FIT_EPOCH_MS) / 1000) + dive.utcOffsetMinutes * 60,
    numSessions: 1,
    type: 'manual',
    event: 'activity',
    eventType: 'stop',
    totalTimerTime: elapsed,
  });
  return encoder.close();
}

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const m = Math.abs(minutes);
  return `${sign}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** The Suunto app's JSON export of one dive: a header with the local start and its offset, then the samples. */
export function suuntoJson(dive: DiveShape): string {
  const start = utcStart(dive);
  const local = (seconds: number) => `${new Date(start + dive.utcOffsetMinutes * 60_000 + seconds * 1000).toISOString().slice(0, 23)}${offsetText(dive.utcOffsetMinutes)}`;
  const samples = [
    { TimeISO8601: local(0), SurfacePressure: 100038.8 },
    { Events: [{ State: { Active: true, Type: 'Dive Active' } }], TimeISO8601: local(0) },
    ...sampleTimes(dive).map((t) => ({ Depth: depthAt(dive, t), Temperature: 300.15, NoDecTime: 6000, TimeISO8601: local(t + 0.5) })),
  ];
  const header = {
    Activity: 'Custom',
    ActivityType: 51,
    DateTime: local(0),
    Depth: { Avg: dive.maxDepth * 0.6, Max: dive.maxDepth },
    DiveTime: dive.seconds + 0.1,
    Duration: sampleTimes(dive).at(-1)! + 0.05,
    Device: { Name: 'EON Core', SerialNumber: '2804271178' },
  };
  return JSON.stringify({ DeviceLog: { Header: header, Samples: samples, Windows: [], Device: header.Device } });
}

/** MacDive's XML export of dives, in metric or imperial units, with its outside DTD named as MacDive names it. */
export function macdiveXml(dives: DiveShape[], { units = 'Metric', siteName = 'Piattaforma gialla' } = {}): string {
  const feet = units === 'Imperial';
  const depth = (meters: number) => (feet ? (meters / 0.3048).toFixed(2) : meters.toFixed(2));
  const one = (dive: DiveShape) => `    <dive>
        <date>${dive.start.replace('T', ' ')}</date>
        <identifier>${dive.start.replace(/\D/g, '')}-A63C5D4A</identifier>
        <computer>Shearwater Teric</computer>
        <maxDepth>${depth(dive.maxDepth)}</maxDepth>
        <duration>${dive.seconds}</duration>
        <sampleInterval>${dive.every ?? 10}</sampleInterval>
        <notes><![CDATA[Saw a turtle & two rays]]></notes>
        <site>
            <country>Italy</country>
            <name>${siteName}</name>
            <lat>${dive.position?.latitude.toFixed(5) ?? '0.00000'}</lat>
            <lon>${dive.position?.longitude.toFixed(5) ?? '0.00000'}</lon>
        </site>
        <samples>
${sampleTimes(dive)
  .filter((t) => t <= dive.seconds)
  .map((t) => `            <sample>\n                <time>${t.toFixed(2)}</time>\n                <depth>${depth(depthAt(dive, t))}</depth>\n                <temperature>25.00</temperature>\n            </sample>`)
  .join('\n')}
        </samples>
    </dive>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE dives SYSTEM "http://www.mac-dive.com/macdive_logbook.dtd">

<dives>
    <units>${units}</units>
    <schema>2.2.0</schema>
${dives.map(one).join('\n')}
</dives>
`;
}

/** UDDF 3.3 as AP DiveSight writes it: a placeholder dive for what came before, the dive's start with its offset. */
export function uddf33(dive: DiveShape, { withOffset = true } = {}): string {
  const waypoints = sampleTimes(dive)
    .filter((t) => t <= dive.seconds)
    .map((t) => `                    <waypoint>\n                        <depth>${depthAt(dive, t)}</depth>\n                        <divetime>${t.toFixed(1)}</divetime>\n                    </waypoint>`)
    .join('\n');
  const site = dive.position
    ? `    <divesite>\n        <site id="site1">\n            <name>Northern Arch</name>\n            <geography>\n                <latitude>${dive.position.latitude}</latitude>\n                <longitude>${dive.position.longitude}</longitude>\n            </geography>\n        </site>\n    </divesite>\n`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<uddf version="3.3.0">
    <generator>
        <name>AP DiveSight</name>
        <type>logbook</type>
        <version>2.0.0.5</version>
        <datetime>2025-04-03T23:38:18</datetime>
    </generator>
${site}    <profiledata>
        <repetitiongroup id="rg1">
            <dive id="previous_dive">
                <informationbeforedive>
                    <surfaceintervalbeforedive>
                        <infinity/>
                    </surfaceintervalbeforedive>
                </informationbeforedive>
            </dive>
            <dive id="dive">
                <informationbeforedive>
                    <divenumber>942</divenumber>
                    <datetime>${dive.start}${withOffset ? offsetText(dive.utcOffsetMinutes) : ''}</datetime>
${dive.position ? '                    <link ref="site1"/>\n' : ''}                </informationbeforedive>
                <informationafterdive>
                    <diveduration>${dive.seconds.toFixed(1)}</diveduration>
                    <greatestdepth>${dive.maxDepth}</greatestdepth>
                </informationafterdive>
                <samples>
${waypoints}
                </samples>
            </dive>
        </repetitiongroup>
    </profiledata>
</uddf>
`;
}

/** A GPX track as a handheld GPS on the boat writes it: one segment of points [UTC time, latitude, longitude]. */
export function gpxTrack(points: Array<[string, number, number]>): string {
  const trackPoints = points.map(([time, lat, lon]) => `<trkpt lat="${lat}" lon="${lon}"><ele>0.5</ele><time>${time}</time></trkpt>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><gpx xmlns="http://www.topografix.com/GPX/1/1" creator="eTrex 30x" version="1.1"><trk><name>Boat</name><trkseg>${trackPoints}</trkseg></trk></gpx>`;
}
