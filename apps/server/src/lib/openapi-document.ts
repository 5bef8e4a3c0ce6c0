import { MAX_IMAGE_BYTES } from './files.ts';

/** The media types a route may answer with instead of JSON (a CSV export, a QR picture). */
export type Download = 'text/csv' | 'image/png';

/**
 * A route that takes a multipart form with a picture: the file part (`many`: several of that
 * name), the text parts besides the body schema's (name → description), and `json` when the
 * same body may come as JSON instead (the picture then optional).
 */
export type Upload = {
  file: string;
  many?: boolean;
  fields?: Record<string, string>;
  /** Other pictures the form may carry, by field, each with when it is needed. */
  otherFiles?: Record<string, string>;
  json?: boolean;
  /** What the file part is, when it is no picture (a statement). */
  fileDescription?: string;
};

type Response = { description?: string; content?: Record<string, unknown> };
type Schema = {
  type?: string;
  description?: string;
  properties?: Record<string, unknown>;
  required?: string[];
};
type Body = { required?: boolean; description?: string; content: Record<string, { schema?: Schema }> };
type Operation = {
  'x-download'?: Download;
  'x-upload'?: Upload;
  'x-limited'?: boolean;
  'x-unavailable'?: string;
  security?: unknown[];
  parameters?: { in: string }[];
  requestBody?: Body;
  responses?: Record<string, Response>;
};

const PICTURES = `JPEG, PNG or WEBP pictures of up to ${MAX_IMAGE_BYTES / 1024 / 1024} MB each.`;

// Multipart parts are text; the server reads each as the body's schema types it.
const FORM_TEXT =
  'Every part is text: where the schema says a number or a boolean, its text ("12.50", "true" or "1");' +
  ' a list or an object, its JSON text.';

/** The multipart form of an upload: the JSON body's fields as text parts, the file part, the others. */
function multipartBody(upload: Upload, json: Schema | undefined): Body {
  const file = { type: 'string', format: 'binary', description: upload.fileDescription ?? PICTURES };
  const fields = Object.fromEntries(
    Object.entries(upload.fields ?? {}).map(([name, description]) => [name, { type: 'string', description }]),
  );
  const schema = {
    type: 'object',
    // What the fields' own schemas cannot say (fields that go together).
    ...(json?.description && { description: json.description }),
    required: [...(json?.required ?? []), ...(upload.json ? [] : [upload.file])],
    properties: {
      ...json?.properties,
      ...fields,
      [upload.file]: upload.many ? { type: 'array', items: file } : file,
      ...Object.fromEntries(
        Object.entries(upload.otherFiles ?? {}).map(([name, when]) => [
          name,
          { ...file, description: `${when}. ${PICTURES}` },
        ]),
      ),
    },
  };
  const description = upload.json
    ? `JSON, or a multipart form with the picture in \`${upload.file}\`. ${FORM_TEXT} ${PICTURES}`
    : `${FORM_TEXT} ${upload.fileDescription ?? PICTURES}`;
  const content: Body['content'] = { 'multipart/form-data': { schema } };
  if (upload.json && json) content['application/json'] = { schema: json };
  return { required: true, description, content };
}

/** Every error answer's body (plugins/errors.ts, lib/message-keys.ts): Spanish texts and their keys. */
const ERROR_SCHEMA = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'What went wrong, in Spanish.' },
    messageKey: {
      type: 'string',
      description: "The catalogue key of `message` (e.g. 'serverMessages.notFound').",
    },
    messageParams: { type: 'object', additionalProperties: { type: 'string' } },
    messageParamKeys: {
      type: 'object',
      description: "The keys of parameters that are themselves catalogue words (a sale's status).",
      additionalProperties: { type: 'string' },
    },
    errors: {
      type: 'object',
      description: "Per field, its texts in Spanish (a 422's fields; 'lines.0.quantity' for a nested one).",
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    errorKeys: {
      type: 'object',
      description: 'Per field, the key of each of its texts (null where a text has none).',
      additionalProperties: {
        type: 'array',
        items: {
          type: 'object',
          nullable: true,
          required: ['key'],
          properties: {
            key: { type: 'string' },
            params: { type: 'object', additionalProperties: { type: 'string' } },
            paramKeys: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
    },
  },
};

const ERRORS: Record<string, string> = {
  '400': 'Bad request: a body that is not JSON, a URL that is not one.',
  '401': 'No session, or one that ended (expired, signed out, idle).',
  '403': "The session's role may not do this.",
  '404': "Not found, or another tenant's (never told apart).",
  '409': 'Refused by the state of things (a sale already verified, seats sold out, a name taken).',
  '413': 'The body or a file is too large.',
  '415': 'A body of a media type the operation does not take (JSON, or multipart where it says so).',
  '422': 'Invalid input: `errors` names each field and what is wrong with it.',
  '429': 'Too many attempts: wait and try again.',
  '503':
    "The file store (FILES_URL's bucket) could not be reached to save the upload: nothing was saved; try again later.",
};

/** The error statuses an operation can answer, from what it takes and who may call it. */
function errorStatuses(method: string, op: Operation): string[] {
  const open = Array.isArray(op.security) && op.security.length === 0;
  const hasPath = (op.parameters ?? []).some((p) => p.in === 'path');
  const takes = !!op.requestBody || (op.parameters ?? []).length > 0;
  const writes = ['post', 'put', 'patch', 'delete'].includes(method);
  // A public write may still need a credential of its own (a password, a webhook's secret, a
  // Mini App's signed data), and a panel action may be a GET (SPEC.md §7's /bill/{id}/verify).
  return [
    '400',
    ...(!open || writes ? ['401'] : []),
    ...(open ? [] : ['403']),
    ...(!open || writes || hasPath ? ['404'] : []),
    ...(!open || writes ? ['409'] : []),
    ...(op.requestBody || writes ? ['413', '415'] : []),
    ...(takes || writes ? ['422'] : []),
    ...(op['x-limited'] ? ['429'] : []),
  ];
}

/**
 * The OpenAPI document as a client needs it, after the schemas are turned into JSON Schema:
 * every operation's error answers with the shared `Error` schema; a 204 without a body; a
 * download (a route's `download`, kept as `x-download` by the generator) answering 200 with its
 * media type, not JSON.
 */
export function finishDocument<D extends { paths?: unknown; components?: unknown }>(doc: D): D {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  const components = (doc.components ?? {}) as { schemas?: Record<string, unknown> };
  components.schemas = { ...components.schemas, Error: ERROR_SCHEMA };
  (doc as { components?: unknown }).components = components;
  const error = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  for (const operations of Object.values(paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const responses = op.responses ?? {};
      for (const status of errorStatuses(method, op))
        responses[status] = { description: ERRORS[status], ...error };
      delete op['x-limited'];
      const unavailable = op['x-unavailable'];
      if (unavailable) {
        responses['503'] = { description: unavailable, ...error };
        delete op['x-unavailable'];
      }
      const upload = op['x-upload'];
      if (upload) {
        responses['503'] = { description: ERRORS['503'], ...error };
        delete op['x-upload'];
        op.requestBody = multipartBody(upload, op.requestBody?.content['application/json']?.schema);
      }
      if (responses['204']) responses['204'] = { description: 'No content' };
      const download = op['x-download'];
      if (download) {
        delete op['x-download'];
        const file = { schema: { type: 'string', format: 'binary' } };
        responses['200'] = {
          description: responses['200']?.description ?? 'The file',
          content: { [download]: file },
        };
      }
      op.responses = responses;
    }
  }
  return doc;
}
