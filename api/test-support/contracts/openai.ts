import SCHEMAS from '../../src/fakes/recordings/openai/chat-completion-schemas.json';
import BATCH_SCHEMAS from '../../src/fakes/recordings/openai/batch-schemas.json';

/**
 * What the product reads from a chat completion (lib/ai/identifier.ts, parse.ts) and from an error body (the SDK
 * reads `error.code`), with the JSON types the code expects, and a validator for the part of JSON Schema that
 * OpenAI's own schemas use, so the recorded example and every answer of the fake can be held to them.
 */
type Schema = Record<string, any>;
export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';

const schemas = { ...SCHEMAS.components.schemas, ...BATCH_SCHEMAS.components.schemas } as Record<string, Schema>;

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
/** What the batch path reads (lib/ai/batch.ts), each under the schema it is read from. */
export const BATCH_READS: Array<{ schema: string; path: string; types: JsonType[] }> = [
  { schema: 'OpenAIFile', path: 'id', types: ['string'] },
  { schema: 'Batch', path: 'id', types: ['string'] },
  { schema: 'Batch', path: 'status', types: ['string'] },
  { schema: 'Batch', path: 'output_file_id', types: ['string'] },
  { schema: 'Batch', path: 'error_file_id', types: ['string'] },
  { schema: 'Batch', path: 'created_at', types: ['integer'] },
  { schema: 'Batch', path: 'completed_at', types: ['integer'] },
  { schema: 'Batch', path: 'failed_at', types: ['integer'] },
  { schema: 'Batch', path: 'expired_at', types: ['integer'] },
  { schema: 'Batch', path: 'cancelled_at', types: ['integer'] },
  { schema: 'BatchRequestOutput', path: 'custom_id', types: ['string'] },
  { schema: 'BatchRequestOutput', path: 'response.status_code', types: ['integer'] },
  { schema: 'BatchRequestOutput', path: 'response.body', types: ['object'] },
];
/** What the batch path sends besides a chat completion request, each under the schema it must fit. */
export const BATCH_SENT: Array<{ schema: string; path: string }> = [
  { schema: 'CreateBatchRequest', path: 'input_file_id' },
  { schema: 'CreateBatchRequest', path: 'endpoint' },
  { schema: 'CreateBatchRequest', path: 'completion_window' },
  { schema: 'BatchRequestInput', path: 'custom_id' },
  { schema: 'BatchRequestInput', path: 'method' },
  { schema: 'BatchRequestInput', path: 'url' },
];
/** The batch statuses batch.ts tells apart: still waiting, or over. */
export const BATCH_STATUSES_READ = ['validating', 'in_progress', 'finalizing', 'cancelling', 'completed', 'failed', 'expired', 'cancelled'];
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

/** Every way `value` breaks `schema` (type, enum, required, properties, items, anyOf/oneOf, additionalProperties, nullable). */
export function violations(schema: Schema, value: unknown, at = '$'): string[] {
  const s = resolve(schema);
  if (s.nullable === true && value === null) return [];
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
