import { strToU8, zipSync } from 'fflate';

/**
 * A Darwin Core Archive of occurrences, the format OBIS and GBIF take in: `occurrence.txt` (tab-separated, one
 * header line), `meta.xml` (which column is which Darwin Core term) and `eml.xml` (who made the dataset, and its
 * rights).
 */

const DWC = 'http://rs.tdwg.org/dwc/terms/';
const DCTERMS = 'http://purl.org/dc/terms/';

/** The columns of occurrence.txt, in order, with the term each one is. */
export const OCCURRENCE_TERMS = {
  occurrenceID: DWC,
  basisOfRecord: DWC,
  eventID: DWC,
  eventDate: DWC,
  locality: DWC,
  decimalLatitude: DWC,
  decimalLongitude: DWC,
  geodeticDatum: DWC,
  coordinateUncertaintyInMeters: DWC,
  minimumDepthInMeters: DWC,
  maximumDepthInMeters: DWC,
  scientificName: DWC,
  scientificNameID: DWC,
  taxonRank: DWC,
  kingdom: DWC,
  occurrenceStatus: DWC,
  license: DCTERMS,
  rightsHolder: DCTERMS,
  recordedBy: DWC,
  associatedMedia: DWC,
  identifiedBy: DWC,
  dateIdentified: DWC,
  identificationRemarks: DWC,
  identificationVerificationStatus: DWC,
  modified: DCTERMS,
} as const;

export type OccurrenceTerm = keyof typeof OCCURRENCE_TERMS;

/** A term with its vocabulary's usual prefix, `dwc:eventDate` or `dcterms:license`, as a CSV header names it. */
export function qualifiedTerm(term: OccurrenceTerm): string {
  return `${OCCURRENCE_TERMS[term] === DCTERMS ? 'dcterms' : 'dwc'}:${term}`;
}
export type Occurrence = Record<OccurrenceTerm, string | number | null>;

/**
 * What every record says of occurrenceStatus: the taxon was seen. `present`, as the OBIS manual asks ("either
 * `present` or `absent`"), not the newer Darwin Core `detected`, which readers built before it took for something
 * else (decision 081).
 */
export const OCCURRENCE_STATUS = 'present';

/** The terms OBIS requires of every occurrence. */
export const OBIS_REQUIRED_TERMS: OccurrenceTerm[] = [
  'occurrenceID',
  'eventDate',
  'decimalLatitude',
  'decimalLongitude',
  'scientificName',
  'occurrenceStatus',
  'basisOfRecord',
];

export interface DatasetDescription {
  title: string;
  /** Who the dataset is credited to, as they chose to be named. */
  creator: string;
  abstract: string;
  /** Plain words on the licences of the records. */
  rights: string;
  published: Date;
  /** A stable identifier of the dataset, for example the export's URL. */
  packageId: string;
}

/** The terms in column order. */
export const OCCURRENCE_COLUMNS = Object.keys(OCCURRENCE_TERMS) as OccurrenceTerm[];

/** A field of a tab-separated line: tabs and line breaks inside a value become spaces. */
const cell = (value: string | number | null) => (value === null ? '' : String(value).replace(/[\t\r\n]+/g, ' '));

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function occurrenceText(occurrences: Occurrence[]): string {
  const lines = [OCCURRENCE_COLUMNS.join('\t'), ...occurrences.map((row) => OCCURRENCE_COLUMNS.map((term) => cell(row[term])).join('\t'))];
  return `${lines.join('\n')}\n`;
}

export function metaXml(): string {
  const fields = OCCURRENCE_COLUMNS.map((term, index) => `    <field index="${index}" term="${OCCURRENCE_TERMS[term]}${term}"/>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<archive xmlns="http://rs.tdwg.org/dwc/text/" metadata="eml.xml">
  <core encoding="UTF-8" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" fieldsEnclosedBy="" ignoreHeaderLines="1" rowType="${DWC}Occurrence">
    <files>
      <location>occurrence.txt</location>
    </files>
    <id index="0"/>
${fields}
  </core>
</archive>
`;
}

export function emlXml(dataset: DatasetDescription): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<eml:eml xmlns:eml="eml://ecoinformatics.org/eml-2.1.1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="eml://ecoinformatics.org/eml-2.1.1 http://rs.gbif.org/schema/eml-gbif-profile/1.1/eml.xsd" packageId="${xml(dataset.packageId)}" system="ReefID" scope="system" xml:lang="en">
  <dataset>
    <title xml:lang="en">${xml(dataset.title)}</title>
    <creator>
      <individualName><surName>${xml(dataset.creator)}</surName></individualName>
    </creator>
    <metadataProvider>
      <organizationName>ReefID</organizationName>
    </metadataProvider>
    <pubDate>${dataset.published.toISOString().slice(0, 10)}</pubDate>
    <language>en</language>
    <abstract>
      <para>${xml(dataset.abstract)}</para>
    </abstract>
    <intellectualRights>
      <para>${xml(dataset.rights)}</para>
    </intellectualRights>
    <contact>
      <individualName><surName>${xml(dataset.creator)}</surName></individualName>
    </contact>
  </dataset>
</eml:eml>
`;
}

/** The archive's bytes: a ZIP holding meta.xml, eml.xml and occurrence.txt. */
export function darwinCoreArchive(occurrences: Occurrence[], dataset: DatasetDescription): Uint8Array {
  const modified = dataset.published;
  return zipSync(
    {
      'meta.xml': [strToU8(metaXml()), { mtime: modified }],
      'eml.xml': [strToU8(emlXml(dataset)), { mtime: modified }],
      'occurrence.txt': [strToU8(occurrenceText(occurrences)), { mtime: modified }],
    },
    { level: 6 },
  );
}
