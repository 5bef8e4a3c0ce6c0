import type { z } from 'zod';

/**
 * A multipart form's fields are text, while a JSON body is strict (a number is a JSON number).
 * So before a form meets the route's contract schema, each text where the schema expects
 * another type is read as that type: a number (`"12.50"`), a boolean (`"true"`/`"1"`,
 * `"false"`/`"0"`), a list or an object (JSON text, as multipart forms send `lines` and
 * `ticket_types`). Only where the schema asks for it, so a text field keeps "007" as typed;
 * what cannot be read stays as it came, for the schema's own message.
 */
export async function typedFromText(schema: z.ZodType, data: unknown): Promise<unknown> {
  return (await typedParse(schema, data)).data;
}

/** The same, with the schema's verdict on what was read (so that a caller need not parse again). */
export async function typedParse<S extends z.ZodType>(
  schema: S,
  data: unknown,
): Promise<{ data: unknown; result: z.ZodSafeParseResult<z.output<S>> }> {
  let current = data;
  let result = await schema.safeParseAsync(current);
  // Each round reads one level deeper: a list read from JSON text may hold texts of its own.
  for (let round = 0; round < 4 && !result.success; round++) {
    let changed = false;
    for (const issue of result.error.issues) {
      if (issue.code !== 'invalid_type') continue;
      const value = valueAt(current, issue.path);
      if (typeof value !== 'string') continue;
      const typed = fromText(value, issue.expected);
      if (typed === undefined) continue;
      current = withValueAt(current, issue.path, typed);
      changed = true;
    }
    if (!changed) break;
    result = await schema.safeParseAsync(current);
  }
  return { data: current, result };
}

function fromText(text: string, expected: string): unknown {
  switch (expected) {
    case 'number':
    case 'int': {
      // As a number input reads it: blank is nothing typed, not zero.
      if (text.trim() === '') return undefined;
      const n = Number(text);
      return Number.isNaN(n) ? undefined : n;
    }
    case 'boolean':
      return text === 'true' || text === '1' ? true : text === 'false' || text === '0' ? false : undefined;
    case 'array':
    case 'object':
      try {
        const parsed: unknown = JSON.parse(text);
        return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
      } catch {
        return undefined;
      }
    default:
      return undefined;
  }
}

type Path = readonly PropertyKey[];

function valueAt(data: unknown, path: Path): unknown {
  let node = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** A copy of `data` with `value` at `path` (the forms' own objects are never changed). */
function withValueAt(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [PropertyKey, ...PropertyKey[]];
  const node = data as Record<PropertyKey, unknown>;
  const copy = (Array.isArray(node) ? [...node] : { ...node }) as Record<PropertyKey, unknown>;
  copy[key] = withValueAt(node[key], rest, value);
  return copy;
}
