import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../index.ts';
import { INT_MAX, INT_MIN } from './numbers.ts';

type Json = {
  type?: string | string[];
  maximum?: number;
  minimum?: number;
  maxLength?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  properties?: Record<string, Json>;
  items?: Json;
  anyOf?: Json[];
  allOf?: Json[];
  oneOf?: Json[];
};

/** Every request schema the contract exports: bodies, queries and path params. */
const inputs = Object.entries(contract).filter(
  ([name, value]) => /(Body|Query|Params)$/.test(name) && value instanceof z.ZodType,
) as [string, z.ZodType][];

/** Where a value may be unbounded: a number past `integer`, a text or a list with no limit. */
function unbounded(schema: Json, path: string): string[] {
  const types = [schema.type].flat();
  const found: string[] = [];
  if (schema.enum || schema.const !== undefined) return found;
  if (types.includes('integer') && !(schema.maximum! <= INT_MAX && schema.minimum! >= INT_MIN))
    found.push(path);
  if (types.includes('number') && !(Number.isFinite(schema.maximum) && Number.isFinite(schema.minimum)))
    found.push(path);
  if (
    types.includes('string') &&
    schema.maxLength === undefined &&
    !schema.enum &&
    schema.const === undefined &&
    !schema.pattern
  )
    found.push(path);
  if (types.includes('array') && schema.maxItems === undefined) found.push(path);
  for (const [key, child] of Object.entries(schema.properties ?? {}))
    found.push(...unbounded(child, `${path}.${key}`));
  if (schema.items) found.push(...unbounded(schema.items, `${path}[]`));
  for (const option of [...(schema.anyOf ?? []), ...(schema.allOf ?? []), ...(schema.oneOf ?? [])])
    found.push(...unbounded(option, path));
  return found;
}

describe('request schemas', () => {
  it('are found in the contract', () => {
    expect(inputs.length).toBeGreaterThan(20);
  });

  it('bound every number within its column and every text and list in length', () => {
    const found = inputs.flatMap(([name, schema]) =>
      unbounded(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json, name),
    );
    expect(found).toEqual([]);
  });
});
