/**
 * The operations the app publishes in its OpenAPI document (itself made from each route's zod
 * schemas), where each one's inputs go, and a plausible value of an input's schema: what the
 * fuzz harness (fuzz.ts) turns hostile.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  /** OpenAPI 3.0's way of saying null is taken too. */
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** One published operation: where its inputs go and what they look like. */
export type Operation = {
  method: string;
  /** OpenAPI path with `{name}` placeholders, without the `/api` server prefix. */
  path: string;
  pathParams: string[];
  pathSchemas: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
  /** The statuses the document says it answers, each with its media types (none: no body). */
  statuses: string[];
  mediaTypes: Record<string, string[]>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        pathSchemas: Object.fromEntries(
          params.filter((p) => p.in === 'path').map((p) => [p.name, p.schema ?? {}]),
        ),
        query: Object.fromEntries(
          params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        body: op.requestBody?.content?.['application/json']?.schema,
        statuses: Object.keys(op.responses ?? {}),
        mediaTypes: Object.fromEntries(
          Object.entries(op.responses ?? {}).map(([status, r]) => [status, Object.keys(r.content ?? {})]),
        ),
      });
    }
  }
  return ops.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** A plausible value of `schema`: the base a hostile case changes one or two fields of. */
export function plausible(schema: JsonSchema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const option = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (option?.length) return plausible(option.find((o) => typeOf(o) !== 'null') ?? option[0]!, name);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems ? [plausible(schema.items ?? {}, name)] : [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, plausible(schema.properties?.[key] ?? {}, key)]),
      );
    default: {
      if (schema.format === 'email' || /email/i.test(name)) return 'fuzz@vitrina.test';
      if (schema.format === 'uri' || name === 'endpoint') return 'https://push.invalid/fuzz';
      if (/date/.test(name) || name === 'from' || name === 'to') return '2026-01-15';
      const text = 'Texto de prueba 123';
      return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length);
    }
  }
}
