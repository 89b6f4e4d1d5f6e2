/**
 * What ReefID expects of each WoRMS answer: the fields it reads, with their types (the lists are those of
 * api/src/lib/worms/wire.ts, which the code's types are made from), and how each answer is laid out around them.
 * The contract test holds the recorded bodies and the fake to it; the live smoke test holds the real WoRMS to it.
 */
import {
  APHIA_ATTRIBUTE_FIELDS,
  APHIA_CLASSIFICATION_FIELDS,
  APHIA_RECORD_FIELDS,
  APHIA_VERNACULAR_FIELDS,
  type FieldKind,
  type FieldList,
} from '../../src/lib/worms/wire';
import type { WormsCall, WormsRecording } from '../../src/fakes/recordings/worms';

interface Shape {
  fields: FieldList;
  /** An item that holds items of its own shape: classification's `child`, attributes' `children`. */
  nested?: { key: string; many: boolean };
}

/** 'list of lists': one list per name asked (AphiaRecordsByMatchNames). */
type Layout = 'item' | 'list' | 'list of lists';

export const WORMS_CONTRACT: Record<WormsCall, { layout: Layout; shape: Shape }> = {
  AphiaRecordsByMatchNames: { layout: 'list of lists', shape: { fields: APHIA_RECORD_FIELDS } },
  AphiaRecordsByAphiaIDs: { layout: 'list', shape: { fields: APHIA_RECORD_FIELDS } },
  AphiaSynonymsByAphiaID: { layout: 'list', shape: { fields: APHIA_RECORD_FIELDS } },
  AphiaClassificationByAphiaID: { layout: 'item', shape: { fields: APHIA_CLASSIFICATION_FIELDS, nested: { key: 'child', many: false } } },
  AphiaVernacularsByAphiaID: { layout: 'list', shape: { fields: APHIA_VERNACULAR_FIELDS } },
  AphiaAttributesByAphiaID: { layout: 'list', shape: { fields: APHIA_ATTRIBUTE_FIELDS, nested: { key: 'children', many: true } } },
};

function fits(kind: FieldKind, value: unknown): boolean {
  switch (kind) {
    case 'number':
      return typeof value === 'number';
    case 'number|null':
      return value === null || typeof value === 'number';
    case 'string':
      return typeof value === 'string';
    case 'string|null':
      return value === null || typeof value === 'string';
    case 'flag':
      return value === null || value === 0 || value === 1;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every item of an answer, nested ones included, each with where it sits ("[0].children[1]"). */
export function itemsOf(call: WormsCall, body: unknown): Array<{ at: string; item: unknown }> {
  const { layout, shape } = WORMS_CONTRACT[call];
  const top: Array<{ at: string; item: unknown }> =
    layout === 'item'
      ? [{ at: '', item: body }]
      : layout === 'list'
        ? (Array.isArray(body) ? body : [body]).map((item, i) => ({ at: `[${i}]`, item }))
        : (Array.isArray(body) ? body : [body]).flatMap((list, i) => (Array.isArray(list) ? list : [list]).map((item, j) => ({ at: `[${i}][${j}]`, item })));
  const all: Array<{ at: string; item: unknown }> = [];
  const walk = (at: string, item: unknown) => {
    all.push({ at, item });
    const nested = shape.nested && isObject(item) ? item[shape.nested.key] : undefined;
    if (!shape.nested || nested === undefined || nested === null) return;
    if (shape.nested.many && Array.isArray(nested)) nested.forEach((child, i) => walk(`${at}.${shape.nested!.key}[${i}]`, child));
    else if (!shape.nested.many) walk(`${at}.${shape.nested.key}`, nested);
  };
  for (const { at, item } of top) walk(at, item);
  return all;
}

/** What in this answer breaks the contract; empty when every field ReefID reads is there with its type. */
export function contractProblems(call: WormsCall, body: unknown): string[] {
  const { layout, shape } = WORMS_CONTRACT[call];
  const problems: string[] = [];
  if (layout === 'item' ? !isObject(body) : !Array.isArray(body)) problems.push(`${call}: the answer is not ${layout === 'item' ? 'an object' : 'a list'}`);
  if (layout === 'list of lists' && Array.isArray(body) && body.some((list) => !Array.isArray(list) && list !== null)) problems.push(`${call}: not one list per name`);
  for (const { at, item } of itemsOf(call, body)) {
    if (!isObject(item)) {
      problems.push(`${call}${at}: not an object`);
      continue;
    }
    for (const [field, kind] of Object.entries(shape.fields)) {
      if (!(field in item)) problems.push(`${call}${at}.${field}: missing`);
      else if (!fits(kind, item[field])) problems.push(`${call}${at}.${field}: ${JSON.stringify(item[field])} is not ${kind}`);
    }
    if (shape.nested) {
      const nested = item[shape.nested.key];
      const ok = shape.nested.many ? Array.isArray(nested) : nested === null || isObject(nested);
      if (!ok) problems.push(`${call}${at}.${shape.nested.key}: not ${shape.nested.many ? 'a list' : 'an object or null'}`);
    }
  }
  return problems;
}

/** The field names of an answer's items, each item's sorted and joined: to compare what two answers carry. */
export const fieldNamesOf = (call: WormsCall, body: unknown): Set<string> =>
  new Set(itemsOf(call, body).map(({ item }) => Object.keys(isObject(item) ? item : {}).sort().join(',')));

/** The path (after /rest/) that asks what a recording asked. */
export function pathOf(recording: Pick<WormsRecording, 'call' | 'asked' | 'offset'>): string {
  const { call, asked, offset } = recording;
  if (call === 'AphiaRecordsByMatchNames') return `${call}?${new URLSearchParams([['scientificnames[]', String(asked)], ['marine_only', 'false']])}`;
  if (call === 'AphiaRecordsByAphiaIDs') return `${call}?aphiaids[]=${asked}`;
  if (call === 'AphiaSynonymsByAphiaID') return `${call}/${asked}?offset=${offset ?? 1}`;
  return `${call}/${asked}`;
}
