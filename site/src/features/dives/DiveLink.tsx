import { useEffect, useState } from 'react';
import { depthText, diveDateText } from './dive-words';
import { fetchDive } from './dives';

/** A dive as a link names it: read once per page, however many cards show it. */
interface DiveName {
  startedAt: string;
  siteName: string | null;
}

const read = new Map<number, Promise<DiveName | null>>();

function diveName(id: number): Promise<DiveName | null> {
  let found = read.get(id);
  if (!found) {
    found = fetchDive(id).then(
      (dive) => ({ startedAt: dive.startedAt, siteName: dive.site?.name || null }),
      () => null,
    );
    read.set(id, found);
  }
  return found;
}

const DEPTH_GIVEN_BY = { dive: 'from the dive', camera: 'by the camera', user: 'as you gave it' } as const;

/** "12 m, from the dive", "12 m, by the camera" or "12 m, as you gave it": a sighting's depth and who gave it. */
export function depthLine(depthMeters: number, depthSource: keyof typeof DEPTH_GIVEN_BY | null): string {
  return `${depthText(depthMeters)}, ${DEPTH_GIVEN_BY[depthSource ?? 'user']}`;
}

/** "Dive of 14 June 2025, 09:30 at Blue Corner": a link to the dive a photo was taken on. */
export default function DiveLink({ diveId }: { diveId: number }) {
  const [name, setName] = useState<DiveName | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void diveName(diveId).then((found) => current && setName(found));
    return () => {
      current = false;
    };
  }, [diveId]);
  const text = name ? `Dive of ${diveDateText(name.startedAt)}${name.siteName ? ` at ${name.siteName}` : ''}` : 'The dive';
  return (
    <a href={`/dives/${diveId}`} data-testid="dive-link">
      {text}
    </a>
  );
}
