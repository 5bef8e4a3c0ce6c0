import fc from 'fast-check';

/**
 * Hostile requests built from the OpenAPI document the app publishes (itself made from each
 * route's zod schemas), so a route added later is fuzzed without anyone listing it.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
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
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** One published operation: where its inputs go and what they look like. */
export type Operation = {
  method: string;
  /** OpenAPI path with `{name}` placeholders, without the `/api` server prefix. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
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
        query: Object.fromEntries(
          params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        body: op.requestBody?.content?.['application/json']?.schema,
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

const LONE = '\ud800';
/** Values a path segment is replaced with (URL-encoded already). */
const HOSTILE_PATH = [
  '99999999999',
  '2147483648',
  '-1',
  '0',
  '1.5',
  'abc',
  '%00',
  '%ED%A0%80',
  '1e400',
  '9'.repeat(400),
];
/** Values of a query parameter (raw; the builder encodes them). */
const HOSTILE_QUERY: unknown[] = [
  '99999999999',
  '2147483648',
  '-2147483649',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  '',
  '2024-02-30',
  '0001-01-01',
  '9999-12-31',
  'a\u0000b',
  `x${LONE}`,
  'x'.repeat(5000),
  ['1', '2'],
  // Cursors a client forged: ids past integer, wrong types, a bogus timestamp, not JSON.
  ...[{ id: 99999999999 }, { id: '1; select 1' }, { u: 'ayer', id: 1 }, { p: true, id: -1e20 }, [], null].map(
    (key) => Buffer.from(JSON.stringify(key)).toString('base64url'),
  ),
  Buffer.from('{"id":').toString('base64url'),
  "' OR 1=1 --",
  '%_\\',
];
/** Values of a JSON body field. */
const HOSTILE_JSON: unknown[] = [
  99999999999,
  2147483648,
  -2147483649,
  1e308,
  -1,
  0,
  1.5,
  '99999999999',
  'NaN',
  '2024-02-30',
  '0001-01-01',
  '9999-12-31',
  'a\u0000b',
  LONE,
  `ab\udfff`,
  'x'.repeat(20_000),
  null,
  true,
  [],
  {},
  [1, 2],
  { $gt: '' },
  "' OR 1=1 --",
  '=HYPERLINK("http://x")',
];

/** What a whole body is replaced with, and how it is sent. */
type RawBody = { payload: string | Buffer; contentType: string };
const MULTIPART_BOUNDARY = 'fuzzboundary';
const HOSTILE_BODIES: RawBody[] = [
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"texto"', contentType: 'application/json' },
  { payload: '12', contentType: 'application/json' },
  { payload: '{"a":', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'texto', contentType: 'text/plain' },
  {
    payload: Buffer.from(
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
        `Content-Type: image/png\r\n\r\nno es una imagen\r\n--${MULTIPART_BOUNDARY}\r\n` +
        `Content-Disposition: form-data; name="name"\r\n\r\nx\u0000y\r\n--${MULTIPART_BOUNDARY}--\r\n`,
    ),
    contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
  },
  { payload: Buffer.from('--x\r\nbroken'), contentType: 'multipart/form-data; boundary=x' },
];

/** A request ready for `app.inject`, and the role it is sent as (undefined: signed out). */
export type FuzzRequest = {
  role: number | undefined;
  method: string;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  /** What was changed, for the failure report. */
  note: string;
};

const encode = (value: unknown) =>
  // A lone surrogate cannot be percent-encoded as UTF-8: send its CESU bytes, as a broken client would.
  String(value).includes(LONE) ? String(value).replace(LONE, '%ED%A0%80') : encodeURIComponent(String(value));

function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) parts.push(`${key}=${encode(v)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

type Target = 'path' | 'query' | 'field' | 'body' | 'range' | 'none';

/** Cases of one operation: a plausible request, then one or two of its inputs turned hostile. */
export function requestArbitrary(
  op: Operation,
  roles: readonly (number | undefined)[],
  plainOnly = false,
): fc.Arbitrary<FuzzRequest> {
  const targets: Target[] = ['none'];
  if (op.pathParams.length) targets.push('path', 'path');
  if (Object.keys(op.query).length) targets.push('query', 'query', 'query');
  const bodyFields = Object.keys(op.body?.properties ?? {});
  if (bodyFields.length) targets.push('field', 'field', 'field');
  if (op.method !== 'GET' && op.method !== 'DELETE') targets.push('body', 'body');
  const dateKeys = [...Object.keys(op.query), ...bodyFields].filter((k) => /date/.test(k));
  if (dateKeys.length >= 2) targets.push('range');

  return fc
    .record({
      role: fc.constantFrom(...roles),
      target: fc.constantFrom(...(plainOnly ? (['none'] as const) : targets)),
      pathParam: fc.constantFrom(...(op.pathParams.length ? op.pathParams : [''])),
      pathValue: fc.constantFrom(...HOSTILE_PATH),
      baseId: fc.constantFrom('1', '2', '3'),
      queryKey: fc.constantFrom(...(Object.keys(op.query).length ? Object.keys(op.query) : [''])),
      queryValue: fc.constantFrom(...HOSTILE_QUERY),
      field: fc.constantFrom(...(bodyFields.length ? bodyFields : [''])),
      fieldValue: fc.constantFrom(...HOSTILE_JSON),
      rawBody: fc.constantFrom(...HOSTILE_BODIES),
      range: fc.constantFrom<[string, string]>(
        ['0001-01-01', '9999-12-31'],
        ['2026-03-01', '2026-01-01'],
        ['2024-02-30', '2024-03-01'],
      ),
    })
    .map((c) => {
      const hostileParam = c.target === 'path' ? c.pathParam : undefined;
      let url = `/api${op.path}`;
      for (const name of op.pathParams) {
        url = url.replace(`{${name}}`, name === hostileParam ? c.pathValue : c.baseId);
      }
      const query: Record<string, unknown> = Object.fromEntries(
        Object.entries(op.query).map(([k, s]) => [k, plausible(s, k)]),
      );
      const body = op.body ? (plausible(op.body) as Record<string, unknown>) : undefined;
      let note: string = c.target;
      if (c.target === 'query') {
        query[c.queryKey] = c.queryValue;
        note = `query ${c.queryKey}=${JSON.stringify(c.queryValue).slice(0, 60)}`;
      }
      if (c.target === 'field' && body && typeof body === 'object') {
        body[c.field] = c.fieldValue;
        note = `body.${c.field}=${JSON.stringify(c.fieldValue)?.slice(0, 60)}`;
      }
      if (c.target === 'range') {
        const [from, to] = c.range;
        for (const [i, key] of dateKeys.slice(0, 2).entries()) {
          const value = i === 0 ? from : to;
          if (key in op.query) query[key] = value;
          else if (body) body[key] = value;
        }
        note = `range ${from}..${to}`;
      }
      if (c.target === 'path') note = `path ${hostileParam}=${c.pathValue}`;
      const request: FuzzRequest = {
        role: c.role,
        method: op.method,
        url: url + queryString(query),
        headers: {},
        note,
      };
      if (c.target === 'body') {
        request.payload = c.rawBody.payload;
        request.headers['content-type'] = c.rawBody.contentType;
        note = `body ${c.rawBody.contentType} ${String(c.rawBody.payload).slice(0, 40)}`;
        request.note = note;
      } else if (body !== undefined) {
        request.payload = JSON.stringify(body);
        request.headers['content-type'] = 'application/json';
      }
      return request;
    });
}

/**
 * The operation's plausible request as `role`, to learn who may call it: access is checked
 * before validation, so a 403 says the role is refused. Path ids are 0, which no row has, so
 * that asking changes nothing.
 */
export function probeRequest(op: Operation, role: number): FuzzRequest {
  const request = fc.sample(requestArbitrary(op, [role], true), { seed: 1, numRuns: 1 })[0]!;
  const q = request.url.indexOf('?');
  const path = op.pathParams.reduce((p, name) => p.replace(`{${name}}`, '0'), `/api${op.path}`);
  return { ...request, url: path + (q === -1 ? '' : request.url.slice(q)) };
}

/** Text that tells a stack trace or SQL leaked into an answer. */
export const LEAK =
  /\n\s+at \S+ \(|Failed query|\bselect\b[^"]*\bfrom\b|\binsert into\b|\bdelete from\b|SQLSTATE|node_modules/i;
