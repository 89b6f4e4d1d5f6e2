/**
 * The contract between ReefID and OBIS's `GET /checklist` and `GET /occurrence`: every field the product reads from an
 * answer, with the type it expects. Held against OBIS's recorded answers and the fake (contracts/obis.test.ts), and against the live
 * service (api/live/obis.test.ts, `npm run test:live`). A field the client starts reading must be listed here, and
 * then present in a recorded body, or the contract test fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RANK_ID_FIELD, readChecklistPage, readOccurrenceTotal } from '../../src/lib/obis/client';

type JsonType = 'number' | 'string' | 'boolean' | 'array' | 'object' | 'null';

/** The fields read from a page. */
export const CHECKLIST_PAGE_FIELDS: Record<string, JsonType> = { total: 'number', results: 'array' };
/** The fields read from each row of `results`; and every `<rank>id` field (`genusid`, `subphylumid`, …), a number. */
export const CHECKLIST_ROW_FIELDS: Record<string, JsonType> = { taxonID: 'number', records: 'number' };
const RANK_ID_TYPE: JsonType = 'number';
/** How a `<rank>id` field is named in the lists of fields below. */
export const RANK_ID = 'results[].<rank>id';

export const typeOf = (value: unknown): JsonType =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : (typeof value as JsonType);

const rowsOf = (body: unknown): Record<string, unknown>[] => {
  const results = (body as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? results : [];
};

/** The contract's fields found in a body, with their types: `total`, `results[].taxonID`, `results[].<rank>id`, … */
export function contractFieldsIn(body: unknown): Map<string, Set<JsonType>> {
  const found = new Map<string, Set<JsonType>>();
  const add = (field: string, value: unknown) => found.set(field, (found.get(field) ?? new Set()).add(typeOf(value)));
  const page = (body ?? {}) as Record<string, unknown>;
  for (const field of Object.keys(CHECKLIST_PAGE_FIELDS)) if (field in page) add(field, page[field]);
  for (const row of rowsOf(body)) {
    for (const field of Object.keys(CHECKLIST_ROW_FIELDS)) if (field in row) add(`results[].${field}`, row[field]);
    for (const field of Object.keys(row)) if (RANK_ID_FIELD.test(field)) add(RANK_ID, row[field]);
  }
  return found;
}

/** Where a body breaks the contract: a field missing from the page or from a row, or of another type. */
export function checklistContractBreaks(body: unknown): string[] {
  const breaks: string[] = [];
  const page = (body ?? {}) as Record<string, unknown>;
  for (const [field, type] of Object.entries(CHECKLIST_PAGE_FIELDS)) {
    if (typeOf(page[field]) !== type) breaks.push(`${field}: ${typeOf(page[field])}, expected ${type}`);
  }
  rowsOf(body).forEach((row, i) => {
    for (const [field, type] of Object.entries(CHECKLIST_ROW_FIELDS)) {
      if (typeOf(row[field]) !== type) breaks.push(`results[${i}].${field}: ${typeOf(row[field])}, expected ${type}`);
    }
    const rankIds = Object.keys(row).filter((field) => RANK_ID_FIELD.test(field));
    if (rankIds.length === 0) breaks.push(`results[${i}]: no <rank>id field`);
    for (const field of rankIds) if (typeOf(row[field]) !== RANK_ID_TYPE) breaks.push(`results[${i}].${field}: ${typeOf(row[field])}, expected ${RANK_ID_TYPE}`);
  });
  return breaks;
}

/** Whether a field the client read is listed in the contract. */
export function listed(field: string): boolean {
  if (field in CHECKLIST_PAGE_FIELDS) return true;
  const rowField = /^results\[\]\.(.+)$/.exec(field)?.[1];
  return rowField !== undefined && (rowField in CHECKLIST_ROW_FIELDS || RANK_ID_FIELD.test(rowField));
}

/** The contract's name of a field the client read: `results[].genusid` is `results[].<rank>id`. */
export const contractName = (field: string) => (/^results\[\]\.[a-z]+id$/.test(field) ? RANK_ID : field);

/** A body that notes every field read from it, by path (`total`, `results[].records`); array indices are not fields. */
function noting(value: unknown, path: string, reads: Set<string>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return new Proxy(value, {
    get(target, key, receiver) {
      const inner = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return inner;
      if (Array.isArray(target)) return /^\d+$/.test(key) ? noting(inner, `${path}[]`, reads) : inner;
      const at = path ? `${path}.${key}` : key;
      reads.add(at);
      return noting(inner, at, reads);
    },
  });
}

/** The fields the product's client reads when it reads this page, asking about `aphiaIds`. */
export function fieldsTheClientReads(body: unknown, aphiaIds: number[]): Set<string> {
  const reads = new Set<string>();
  readChecklistPage(noting(body, '', reads), new Set(aphiaIds), new Set());
  return reads;
}

/** The recorded bodies of real OBIS answers (api/src/fakes/recordings/obis/, sources in its README). */
export const OBIS_RECORDINGS = join(import.meta.dir, '../../src/fakes/recordings/obis');
function recorded(call: 'checklist' | 'occurrence'): { file: string; body: unknown }[] {
  return readdirSync(OBIS_RECORDINGS)
    .filter((file) => file.startsWith(`${call}-`) && file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, body: JSON.parse(readFileSync(join(OBIS_RECORDINGS, file), 'utf8')) }));
}
export const recordedChecklists = () => recorded('checklist');
export const recordedOccurrences = () => recorded('occurrence');

/** The fields read from a `GET /occurrence` page: only its count, as the one row asked for is not read. */
export const OCCURRENCE_PAGE_FIELDS: Record<string, JsonType> = { total: 'number' };

/** Where an occurrence page breaks the contract. */
export function occurrenceContractBreaks(body: unknown): string[] {
  const page = (body ?? {}) as Record<string, unknown>;
  return Object.entries(OCCURRENCE_PAGE_FIELDS)
    .filter(([field, type]) => typeOf(page[field]) !== type)
    .map(([field, type]) => `${field}: ${typeOf(page[field])}, expected ${type}`);
}

/** The fields the product's client reads of an occurrence page. */
export function fieldsTheClientReadsOfOccurrences(body: unknown): Set<string> {
  const reads = new Set<string>();
  readOccurrenceTotal(noting(body, '', reads));
  return reads;
}

/** A row's fields other than its classification (the `<rank>` name and `<rank>id` pairs), with their types. */
export function rowFieldsBesideClassification(row: Record<string, unknown>): Map<string, JsonType> {
  const classification = (field: string) => RANK_ID_FIELD.test(field) || `${field}id` in row;
  return new Map(Object.keys(row).filter((field) => !classification(field)).map((field) => [field, typeOf(row[field])]));
}

/** The classification of a row: each `<rank>id` with its `<rank>` name beside it, or a break. */
export function classificationBreaks(row: Record<string, unknown>): string[] {
  return Object.keys(row)
    .filter((field) => RANK_ID_FIELD.test(field))
    .filter((field) => typeOf(row[field.slice(0, -2)]) !== 'string')
    .map((field) => `${field} without its name ${field.slice(0, -2)}`);
}
