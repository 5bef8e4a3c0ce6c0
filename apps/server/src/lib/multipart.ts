import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, errorTexts, invalid } from './errors.ts';
import { MAX_IMAGE_BYTES } from './files.ts';
import { typedFromText } from './form-text.ts';

export type Form = {
  fields: Record<string, string>;
  files: { field: string; bytes: Buffer; filename: string }[];
};

/** Limits of one route's forms, past the app's (e.g. a form with more fields than usual). */
export type FormLimits = { fields?: number; files?: number; fileSize?: number };
type ReadOptions = {
  limits?: FormLimits;
  /** Where the text fields go: a caller that shows a refused form again keeps what was read. */
  fields?: Record<string, string>;
};

/**
 * Reads a multipart form whole. The multipart plugin's limits (file size, file count)
 * answer 413 before anything is stored.
 */
export async function readForm(
  request: FastifyRequest,
  fileField = 'image',
  opts: ReadOptions = {},
): Promise<Form> {
  if (!request.isMultipart()) throw invalid({ [fileField]: [errorTexts.imageRequired] });
  const form: Form = { fields: opts.fields ?? {}, files: [] };
  try {
    for await (const part of request.parts(opts.limits ? { limits: opts.limits } : undefined)) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) form.files.push({ field: part.fieldname, bytes, filename: part.filename });
      } else {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    // Limits come with their status (413); a malformed body is the client's fault, not ours.
    if (typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
    throw new AppError(400, errorTexts.badRequest);
  }
  return form;
}

/** The one picture of a form's `field` (the other parts are read and dropped), or undefined. */
export async function readImage(request: FastifyRequest, field = 'image'): Promise<Buffer | undefined> {
  const form = await readForm(request, field);
  return form.files.find((f) => f.field === field)?.bytes;
}

// A write that comes as JSON, or as a multipart form with a picture (in `image` unless told): the form's text
// fields become the body (then validated by the route's contract schema) and the pictures wait
// here for the handler, by field, with the route's own picture field.
const pictures = new WeakMap<
  FastifyRequest,
  { field: string; byField: Map<string, Buffer>; names: Map<string, string> }
>();

/**
 * A route's preValidation: reads a multipart body into `req.body` (its fields, renamed by
 * `fields`) and keeps the picture; `required` refuses a request without one (422, Spanish).
 */
export function formBody(
  opts: {
    required?: boolean;
    fields?: (f: Record<string, string>) => Record<string, unknown>;
    /** The picture's field (`image` by default). */
    file?: string;
    limits?: FormLimits;
  } = {},
) {
  const file = opts.file ?? 'image';
  return async (req: FastifyRequest) => {
    if (!req.isMultipart()) {
      if (opts.required) throw invalid({ [file]: [errorTexts.imageRequired] });
      return;
    }
    const form = await readForm(req, file, { limits: opts.limits });
    const byField = new Map<string, Buffer>();
    const names = new Map<string, string>();
    for (const f of form.files) {
      if (byField.has(f.field)) continue;
      byField.set(f.field, f.bytes);
      names.set(f.field, f.filename);
    }
    if (opts.required && !byField.has(file)) throw invalid({ [file]: [errorTexts.imageRequired] });
    pictures.set(req, { field: file, byField, names });
    req.body = (await typedForm(req, opts.fields ? opts.fields(form.fields) : form.fields)) as never;
  };
}

/**
 * A form's text fields as the route's body schema types them (a number, a list as JSON text):
 * what a multipart form sends is text, while the same route's JSON body stays strict.
 */
export function typedForm(req: FastifyRequest, fields: Record<string, unknown>): Promise<unknown> {
  const schema = req.routeOptions.schema?.body as z.ZodType | undefined;
  return schema ? typedFromText(schema, fields) : Promise.resolve(fields);
}

/** The picture a multipart request carried (formBody) in the route's field, or in `field`, if any. */
export function pictureOf(req: FastifyRequest, field?: string): Buffer | undefined {
  const kept = pictures.get(req);
  return kept?.byField.get(field ?? kept.field);
}

/** The file a multipart request carried (formBody) in the route's field, with its name as sent. */
export function fileOf(req: FastifyRequest): { bytes: Buffer; filename: string } | undefined {
  const kept = pictures.get(req);
  const bytes = kept?.byField.get(kept.field);
  return kept && bytes ? { bytes, filename: kept.names.get(kept.field) ?? '' } : undefined;
}

/** The form of a payment part (a store sale's or a ticket sale's): its fields and one proof picture. */
export const partForm = formBody({
  file: 'proof',
  limits: { fields: 10, files: 1, fileSize: MAX_IMAGE_BYTES },
});
