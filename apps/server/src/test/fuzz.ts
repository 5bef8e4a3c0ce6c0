import fc from 'fast-check';
import { type Operation, plausible } from './fuzz-openapi.ts';
import { HOSTILE_BODIES, HOSTILE_JSON, HOSTILE_PATH, HOSTILE_QUERY, LONE } from './fuzz-values.ts';

/**
 * Hostile requests built from the OpenAPI document the app publishes (itself made from each
 * route's zod schemas), so a route added later is fuzzed without anyone listing it: its
 * operations and plausible inputs come from fuzz-openapi.ts, the hostile values from
 * fuzz-values.ts.
 */

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
