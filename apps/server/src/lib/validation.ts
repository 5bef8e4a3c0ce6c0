import { attributeTexts, fillTemplate, type ValidationKey, validationTexts } from '@vitrina/contract';
import type { z } from 'zod';
import { invalid } from './errors.ts';
import { typedParse } from './form-text.ts';

const attributes: Record<string, string> = attributeTexts.es;
const texts: Record<string, string> = validationTexts.es;

type Bounds = { minimum?: unknown; maximum?: unknown };
const bound = (n: unknown) => (typeof n === 'number' || typeof n === 'bigint' ? String(n) : '');

/**
 * Turns a schema message key (`validation.required`) into the Spanish text the API answers
 * with, naming the field by its SPEC.md §5 attribute label.
 */
export function validationText(message: string, field: string, params: Bounds = {}): string {
  const key = message.startsWith('validation.') ? message.slice('validation.'.length) : undefined;
  const template = key ? texts[key as ValidationKey] : undefined;
  if (!template) return message;
  const leaf = field.split('.').pop() ?? field;
  return fillTemplate(template, {
    attribute: attributes[leaf] ?? leaf,
    min: bound(params.minimum),
    max: bound(params.maximum),
  });
}

/** A 422 errors object for one field and one key. */
export const fieldError = (field: string, key: ValidationKey): Record<string, string[]> => ({
  [field]: [validationText(`validation.${key}`, field)],
});

/** A zod issue as fastify-type-provider-zod hands it on (`keyword` is zod's issue code). */
export type RequestIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

/** The key of the field the whole body, query or path stands for. */
export const ROOT_FIELD = '_';

const valueAt = (data: unknown, path: string[]) =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as never)[key] : undefined),
    data,
  );

/**
 * The catalogue key of an issue the schema gave no message for: zod's defaults are English
 * ("Invalid input: expected string…") and must not reach a client. Schemas of the contract
 * name their keys; this covers what they leave to zod (a query's array, an unknown enum value).
 */
function keyOf(issue: RequestIssue, value: unknown, isRoot: boolean): ValidationKey {
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      if (isRoot) return 'body';
      if (value === undefined) return 'required';
      return p.expected === 'number' ? 'number' : p.expected === 'int' ? 'integer' : 'invalid';
    case 'too_big':
      return p.origin === 'string' ? 'maxLength' : 'invalid';
    case 'too_small':
      if (p.origin !== 'string') return 'invalid';
      return p.minimum === 1 ? 'required' : 'minLength';
    case 'invalid_value':
      return 'oneOf';
    case 'invalid_format':
      return p.format === 'email' ? 'email' : 'invalid';
    default:
      return 'invalid';
  }
}

/**
 * The 422 `errors` object of a request that failed its schema, in Spanish: one list of texts
 * per field (the issue path joined with dots; `_` for the whole body or query). `data` is what
 * was validated, to tell a missing field from a wrong one.
 */
export function requestErrors(issues: readonly RequestIssue[], data: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = path.join('.') || ROOT_FIELD;
    const message = issue.message ?? '';
    const known = message.startsWith('validation.') && message.slice('validation.'.length) in texts;
    const key = known ? message : `validation.${keyOf(issue, valueAt(data, path), path.length === 0)}`;
    // A custom issue (a date range's longest span) carries its bound in `params`.
    const params = { ...issue.params, ...(issue.params.params as Bounds | undefined) };
    const text = validationText(key, field, params);
    const list = errors[field] ?? [];
    if (!list.includes(text)) list.push(text);
    errors[field] = list;
  }
  return errors;
}

/**
 * Validates what a route could not give Fastify to check (the text fields of a multipart
 * form, read as the schema's types): the schema's output, or a 422 with the same Spanish texts
 * as a body's.
 */
export async function parseFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, unknown>,
): Promise<z.output<S>> {
  const { data, result: parsed } = await typedParse(schema, fields);
  if (parsed.success) return parsed.data;
  const issues: RequestIssue[] = parsed.error.issues.map(({ code, path, message, ...params }) => ({
    keyword: code,
    instancePath: `/${path.map(String).join('/')}`,
    message,
    params: params as Record<string, unknown>,
  }));
  throw invalid(requestErrors(issues, data));
}
