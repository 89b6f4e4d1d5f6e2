import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Environment } from './env';

test('every variable of the settings schema is documented in .env.example, and .env.example names no other', () => {
  const example = readFileSync(join(import.meta.dir, '../../.env.example'), 'utf8');
  const documented = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);
  // The bucket's AWS_* names are documented once, as the S3_* ones' alternatives.
  expect(example).toContain('the AWS_* names work too');
  const isDocumented = (name: string) => documented.includes(name.replace(/^AWS_/, 'S3_'));
  const declared = Object.keys(Environment.properties);
  expect(declared.filter((name) => !isDocumented(name))).toEqual([]);
  expect(documented.filter((name) => !declared.includes(name))).toEqual([]);
});
