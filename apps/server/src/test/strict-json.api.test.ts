import { ROLES, type RoleId } from '@vitrina/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushSender } from '#server/channels/web-push/push-sender.ts';
import { demoAccounts } from '#server/seed/demo.ts';
import { type JsonSchema, type OpenApiDocument, operationsOf, plausible } from './fuzz-openapi.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { salesFixture } from './sales.ts';

/**
 * JSON bodies are strict (issue 30): every field of every published JSON body, sent each JSON
 * type its schema does not take (null where it is not nullable, text for a number, a number for
 * text, a fraction for an integer, a boolean, a list, an object), answers the Spanish 422 that
 * names the field, before the route's handler runs, so nothing is stored. The routes and their
 * fields come from the OpenAPI document, so a route added later is covered with no list to edit.
 */

type Path = (string | number)[];
type Field = { path: Path; schema: JsonSchema };

const branches = (s: JsonSchema): JsonSchema[] => [s, ...(s.anyOf ?? s.oneOf ?? []).flatMap(branches)];

/** The JSON types a field's schema takes (empty: any value, nothing to test). */
function typesOf(s: JsonSchema): Set<string> {
  const types = new Set<string>();
  for (const b of branches(s)) {
    for (const t of [b.type ?? []].flat()) types.add(t);
    if (b.nullable) types.add('null');
    for (const value of [...(b.enum ?? []), ...(b.const === undefined ? [] : [b.const])])
      types.add(value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value);
  }
  if (types.has('integer')) types.delete('number');
  return types;
}

const inner = (s: JsonSchema) => branches(s).find((b) => b.type !== 'null' && (b.properties || b.items)) ?? s;

/** Every field of a body, nested objects and the first item of a list of objects included. */
function fieldsOf(schema: JsonSchema, base: Path = []): Field[] {
  const out: Field[] = [];
  for (const [key, s] of Object.entries(schema.properties ?? {})) {
    const path = [...base, key];
    out.push({ path, schema: s });
    const node = inner(s);
    if (node.properties) out.push(...fieldsOf(node, path));
    else if (node.items?.properties) out.push(...fieldsOf(node.items, [...path, 0]));
  }
  return out;
}

/** A plausible body with `value` at `path`, its parents made plausibly where absent. */
function withValue(body: unknown, schema: JsonSchema, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...Path];
  if (typeof key === 'number') {
    const item = inner(schema).items ?? {};
    const list = Array.isArray(body) && body.length ? [...body] : [plausible(item)];
    list[key] = withValue(list[key], item, rest, value);
    return list;
  }
  const node = inner(schema);
  const copy = {
    ...((body && typeof body === 'object' ? body : plausible(node)) as Record<string, unknown>),
  };
  const child = node.properties?.[key] ?? {};
  copy[key] = withValue(copy[key] ?? plausible(child, key), child, rest, value);
  return copy;
}

/** The wrong values for a field, by the types it takes. */
const WRONG: [string, unknown, (types: Set<string>) => boolean][] = [
  ['null', null, (t) => !t.has('null')],
  ['text', '1', (t) => !t.has('string')],
  ['number', 1, (t) => !t.has('number') && !t.has('integer')],
  ['fraction', 1.5, (t) => t.has('integer') && !t.has('number')],
  ['boolean', true, (t) => !t.has('boolean')],
  ['list', [1], (t) => !t.has('array')],
  ['object', {}, (t) => !t.has('object')],
];

const EVERY_ROLE = Object.values(ROLES) as RoleId[];
const nowhere: PushSender = { send: async () => 'gone' } as unknown as PushSender;

let t: TestApp;
/** Requests that reached a route's handler, past validation (they are sent one at a time). */
let reached = 0;
beforeAll(async () => {
  t = await createTestApp({
    env: { TELEGRAM_API_ROOT: 'http://127.0.0.1:9' },
    pushSender: nowhere,
    beforeReady: (app) =>
      app.addHook('preHandler', async () => {
        reached++;
      }),
  });
  const owner = demoAccounts.find((a) => a.role === ROLES.CLIENT)!.email;
  const { place } = await salesFixture(t, (await t.login(owner)).store_id!);
  await place();
});
afterAll(async () => {
  await t?.close();
});

describe('strict JSON bodies', () => {
  it('answers every wrong JSON type in every body field with a Spanish 422 naming the field, storing nothing', async () => {
    const ops = operationsOf(t.app.swagger() as unknown as OpenApiDocument).filter(
      (op) => op.body?.properties && op.method !== 'GET',
    );
    expect(ops.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let sent = 0;
    let address = 0;
    for (const op of ops) {
      // Path parameters that pass (an id; a token or a code of 32 letters), so that the body is
      // what gets checked.
      const url = `/api${op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        op.pathSchemas[name]?.type === 'integer' ? '1' : 'a'.repeat(32),
      )}`;
      const body = plausible(op.body!);
      // Sent as a role the route lets in (its access comes before validation), or signed out.
      const send = (role: RoleId | undefined, payload: unknown) => {
        // Each request from its own address, so a route's per-address limit never answers first.
        address++;
        const o = {
          method: op.method as 'POST',
          url,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
          remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
        };
        return role === undefined ? t.inject(o) : t.injectAs(role, o);
      };
      let role: RoleId | undefined;
      if ([401, 403].includes((await send(undefined, body)).statusCode)) {
        for (const r of EVERY_ROLE) {
          if (![401, 403].includes((await send(r, {})).statusCode)) {
            role = r;
            break;
          }
        }
        if (role === undefined) continue;
      }
      for (const field of fieldsOf(op.body!)) {
        const types = typesOf(field.schema);
        if (types.size === 0) continue;
        const name = field.path.join('.');
        for (const [label, value, wrong] of WRONG) {
          if (!wrong(types)) continue;
          sent++;
          const before = reached;
          const res = await send(role, withValue(body, op.body!, field.path, value));
          const where = `${op.method} ${op.path} ${name}=${JSON.stringify(value)} (${label}) as ${role ?? 'nobody'}`;
          const reply = res.json() as {
            errors?: Record<string, string[]>;
            errorKeys?: Record<string, string[]>;
          };
          const named = Object.keys(reply.errors ?? {}).filter((k) => k === name || k.startsWith(`${name}.`));
          if (reached !== before) failures.push(`${where}: reached the handler`);
          if (res.statusCode !== 422) failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 160)}`);
          else if (named.length === 0)
            failures.push(`${where} → 422 not naming it: ${res.body.slice(0, 200)}`);
          // Every text is one of the server's Spanish catalogue texts (it carries its key).
          else if (named.some((k) => reply.errorKeys?.[k]?.length !== reply.errors?.[k]?.length))
            failures.push(`${where} → a text outside the catalogue: ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(
      failures,
      `${failures.length} of ${sent} wrong types were not refused:\n${failures.join('\n')}`,
    ).toEqual([]);
  }, 240_000);
});
