import SCHEMAS from '../../src/fakes/recordings/openai/chat-completion-schemas.json';

/**
 * What the product reads from a chat completion (lib/ai/identifier.ts, parse.ts) and from an error body (the SDK
 * reads `error.code`), with the JSON types the code expects, and a validator for the part of JSON Schema that
 * OpenAI's own schemas use, so the recorded example and every answer of the fake can be held to them.
 */
type Schema = Record<string, any>;
export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';

const schemas = SCHEMAS.components.schemas as Record<string, Schema>;

/** Paths in the completion: `choices[]` walks into the array's items. */
export const COMPLETION_READS: Array<{ path: string; types: JsonType[] }> = [
  { path: 'model', types: ['string'] },
  { path: 'usage.prompt_tokens', types: ['integer'] },
  { path: 'usage.completion_tokens', types: ['integer'] },
  { path: 'usage.total_tokens', types: ['integer'] },
  { path: 'choices[].message.content', types: ['string', 'null'] },
  { path: 'choices[].message.refusal', types: ['string', 'null'] },
  { path: 'choices[].finish_reason', types: ['string'] },
];
export const ERROR_READS: Array<{ path: string; types: JsonType[] }> = [{ path: 'error.code', types: ['string', 'null'] }];
/** The finish reasons parse.ts tells apart from a plain stop. */
export const FINISH_REASONS_READ = ['stop', 'length'];

export const schemaNamed = (name: string): Schema => {
  const schema = schemas[name];
  if (!schema) throw new Error(`no schema ${name} in the recording`);
  return schema;
};
const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(schemaNamed(String(schema.$ref).split('/').pop()!)) : schema);

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

/** Every way `value` breaks `schema` (type, enum, required, properties, items, anyOf/oneOf, additionalProperties). */
export function violations(schema: Schema, value: unknown, at = '$'): string[] {
  const s = resolve(schema);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) {
    const fitting = (alternatives as Schema[]).filter((option) => violations(option, value, at).length === 0).length;
    if (s.oneOf ? fitting !== 1 : fitting === 0) return [`${at}: fits ${fitting} of its ${s.oneOf ? 'oneOf' : 'anyOf'} schemas`];
  }
  const found = typeOf(value);
  if (s.type && !(s.type === found || (s.type === 'number' && found === 'integer'))) return [`${at}: expected ${s.type}, found ${found}`];
  if (s.enum && !s.enum.includes(value)) return [`${at}: ${JSON.stringify(value)} is not one of ${s.enum.join(', ')}`];
  const problems: string[] = [];
  if (found === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of s.required ?? []) if (!(key in object)) problems.push(`${at}.${key}: required, missing`);
    for (const [key, item] of Object.entries(object)) {
      const property = s.properties?.[key];
      if (property) problems.push(...violations(property, item, `${at}.${key}`));
      else if (s.additionalProperties === false) problems.push(`${at}.${key}: not in the schema`);
      else if (typeof s.additionalProperties === 'object') problems.push(...violations(s.additionalProperties, item, `${at}.${key}`));
    }
  }
  if (found === 'array' && s.items) (value as unknown[]).forEach((item, i) => problems.push(...violations(s.items, item, `${at}[${i}]`)));
  return problems;
}

/** The schema at a read path, following $ref and the non-null branch of anyOf. */
export function schemaAt(root: Schema, path: string): Schema | undefined {
  let schema: Schema | undefined = resolve(root);
  for (const part of path.split('.')) {
    const name = part.replace('[]', '');
    const object: Schema | undefined = schema?.anyOf ? (schema.anyOf as Schema[]).map(resolve).find((option) => option.type !== 'null') : schema;
    schema = object?.properties?.[name] && resolve(object.properties[name]);
    if (schema && part.endsWith('[]')) schema = schema.items && resolve(schema.items);
  }
  return schema;
}

/** The JSON types a schema allows (anyOf branches included). */
export function typesOf(schema: Schema): JsonType[] {
  const s = resolve(schema);
  if (s.anyOf) return [...new Set((s.anyOf as Schema[]).flatMap(typesOf))];
  return s.type ? [s.type] : [];
}

/** The value at a read path, taking the first element of each array. */
export function valueAt(value: unknown, path: string): unknown {
  let current: any = value;
  for (const part of path.split('.')) {
    current = current?.[part.replace('[]', '')];
    if (part.endsWith('[]')) current = Array.isArray(current) ? current[0] : undefined;
  }
  return current;
}
