import { FormatRegistry, Type as t, OptionalKind, type StaticDecode, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * The kinds of environment variable the settings are declared with (typebox schemas), and the one reader of them.
 * A variable's schema carries its default and what a bad value is told (`problem`, after the variable's name).
 * typebox's own `Type` is used here: Elysia's `t.Integer` also takes numeric strings, and answers its own message.
 */
export class ConfigError extends Error {}

type Problem = (value: string) => string;
declare module '@sinclair/typebox' {
  interface SchemaOptions {
    /** What a value that fails the schema is told, after the variable's name. */
    problem?: Problem;
  }
}

/** Registers a named string format once (formats are typebox's way to say "a string that passes this test"). */
export function format(name: string, test: (value: string) => boolean): string {
  if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, test);
  return name;
}

const isHttpUrl = (value: string) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
const HTTP_URL = format('http-url', isHttpUrl);
const httpUrlProblem: Problem = (value) => `must be an http(s) URL, got "${value}"`;

/** A whole number from `min` to `max`. */
export const whole = (fallback: number, min: number, max: number) =>
  t.Integer({ default: fallback, minimum: min, maximum: max, problem: (value) => `must be a whole number between ${min} and ${max}, got "${value}"` });

/** A number from 0 to 1. */
export const fraction = (fallback: number) =>
  t.Number({ default: fallback, minimum: 0, maximum: 1, problem: (value) => `must be a number between 0 and 1, got "${value}"` });

/** USD per million tokens. */
export const price = (fallback: number) =>
  t.Number({ default: fallback, minimum: 0, problem: (value) => `must be a price of 0 or more (USD per million tokens), got "${value}"` });

/** true/false, 1/0 or yes/no; unset is false. */
export const flag = () => t.Boolean({ default: false, problem: (value) => `must be true or false, got "${value}"` });

/** Free text, trimmed; unset (or blank) is `fallback`, or absent. */
export const text = (fallback?: string) => (fallback === undefined ? t.Optional(t.String()) : t.String({ default: fallback }));

const urlSchema = (options: { default?: string }) =>
  t.Transform(t.String({ format: HTTP_URL, problem: httpUrlProblem, ...options }))
    .Decode((value) => new URL(value))
    .Encode((value) => value.toString());
/** An http(s) URL. */
export const httpUrl = (fallback: string) => urlSchema({ default: fallback });
export const optionalHttpUrl = () => t.Optional(urlSchema({}));

/** Checks a value the schema could not (one whose name depends on another variable) as `httpUrl` would. */
export function httpUrlOf(name: string, value: string): URL {
  if (!isHttpUrl(value)) throw new ConfigError(`${name} ${httpUrlProblem(value)}`);
  return new URL(value);
}

const FLAGS: Record<string, boolean> = { '1': true, true: true, yes: true, '0': false, false: false, no: false };

/** A variable's text as the schema's type: numbers parsed, flags read; anything else is left for the check to refuse. */
function coerce(schema: TSchema, value: string): unknown {
  if (schema.type === 'integer' || schema.type === 'number') return Number(value);
  if (schema.type === 'boolean') return FLAGS[value] ?? value;
  return value;
}

/** Reads every variable of `schema` from `source`: blank is unset, unset is the default, a bad value a ConfigError. */
export function readSettings<T extends TProperties>(schema: TObject<T>, source: Record<string, string | undefined>): StaticDecode<TObject<T>> {
  const settings: Record<string, unknown> = {};
  for (const [name, variable] of Object.entries(schema.properties) as [string, TSchema][]) {
    const given = source[name]?.trim() || undefined;
    if (given === undefined && variable.default === undefined) {
      if ((variable as { [OptionalKind]?: string })[OptionalKind] !== 'Optional') throw new ConfigError(`${name} must be set`);
      continue;
    }
    const value = given === undefined ? variable.default : coerce(variable, given);
    if (!Value.Check(variable, value)) throw new ConfigError(`${name} ${variable.problem?.(String(given)) ?? `is not valid, got "${given}"`}`);
    settings[name] = Value.Decode(variable, value);
  }
  return settings as StaticDecode<TObject<T>>;
}
