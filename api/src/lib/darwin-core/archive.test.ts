import { describe, expect, test } from 'bun:test';
import { strFromU8, unzipSync } from 'fflate';
import { darwinCoreArchive, OBIS_REQUIRED_TERMS, type Occurrence } from './archive';

const sighting: Occurrence = {
  occurrenceID: 'urn:reefid:identification:42',
  basisOfRecord: 'HumanObservation',
  eventID: 'https://reefid.example/dives/7',
  eventDate: '2025-06-14T09:41:07+10:00',
  locality: 'Steve\'s Bommie',
  decimalLatitude: -16.925,
  decimalLongitude: 145.7667,
  geodeticDatum: 'EPSG:4326',
  coordinateUncertaintyInMeters: 30,
  minimumDepthInMeters: 12.4,
  maximumDepthInMeters: 12.4,
  scientificName: 'Amphiprion ocellaris Cuvier, 1830',
  scientificNameID: 'urn:lsid:marinespecies.org:taxname:278400',
  taxonRank: 'Species',
  kingdom: 'Animalia',
  occurrenceStatus: 'present',
  license: 'http://creativecommons.org/licenses/by-nc/4.0/legalcode',
  rightsHolder: 'Ana Reef',
  recordedBy: 'Ana Reef',
  associatedMedia: 'https://reefid.example/uploads/a.jpg',
  identifiedBy: 'ReefID (model gpt-4o, checked against WoRMS)',
  dateIdentified: '2025-06-14T10:00:00Z',
  identificationRemarks: 'Named by a machine;\tconfirmed\nby the observer',
  identificationVerificationStatus: 'verified by observer',
  modified: '2025-06-15T08:00:00Z',
};

const dataset = {
  title: 'Sea life seen by Ana Reef <ReefID>',
  creator: 'Ana Reef',
  abstract: 'Photographs identified with ReefID & confirmed by their author.',
  rights: 'Each record carries its own licence.',
  published: new Date('2026-11-23T12:00:00Z'),
  packageId: 'urn:reefid:dataset:user:7:2026-11-23',
};

function open(archive: Uint8Array) {
  const files = unzipSync(archive);
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

describe('Darwin Core Archive', () => {
  test('meta.xml names every column of occurrence.txt, in order, and the core id', () => {
    const files = open(darwinCoreArchive([sighting, { ...sighting, occurrenceID: 'urn:reefid:identification:43', coordinateUncertaintyInMeters: null }], dataset));
    expect(Object.keys(files).sort()).toEqual(['eml.xml', 'meta.xml', 'occurrence.txt']);
    const [header, ...rows] = files['occurrence.txt']!.trimEnd().split('\n');
    const columns = header!.split('\t');
    const fields = [...files['meta.xml']!.matchAll(/<field index="(\d+)" term="([^"]+)"\/>/g)].map(([, index, term]) => ({ index: Number(index), term: term! }));
    expect(fields).toHaveLength(columns.length);
    for (const { index, term } of fields) expect(term.endsWith(`/${columns[index]}`)).toBe(true);
    expect(files['meta.xml']).toContain('rowType="http://rs.tdwg.org/dwc/terms/Occurrence"');
    expect(files['meta.xml']).toContain('<id index="0"/>');
    expect(columns[0]).toBe('occurrenceID');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.split('\t')).toHaveLength(columns.length);
  });

  test("every row has OBIS's required terms; a tab or line break inside a value cannot split a row", () => {
    const files = open(darwinCoreArchive([sighting], dataset));
    const [header, row] = files['occurrence.txt']!.trimEnd().split('\n');
    const record = Object.fromEntries(header!.split('\t').map((term, i) => [term, row!.split('\t')[i]]));
    for (const term of OBIS_REQUIRED_TERMS) expect(record[term], term).toBeTruthy();
    expect(record.identificationRemarks).toBe('Named by a machine; confirmed by the observer');
    expect(record.decimalLatitude).toBe('-16.925');
    expect(record.basisOfRecord).toBe('HumanObservation');
  });

  test('eml.xml credits the creator and escapes what XML would misread', () => {
    const eml = open(darwinCoreArchive([], dataset))['eml.xml']!;
    expect(eml).toContain('<title xml:lang="en">Sea life seen by Ana Reef &lt;ReefID&gt;</title>');
    expect(eml).toContain('<surName>Ana Reef</surName>');
    expect(eml).toContain('<pubDate>2026-11-23</pubDate>');
    expect(eml).toContain('ReefID &amp; confirmed');
  });
});
