import type { FastifyRequest } from 'fastify';
import { AppError, errorTexts, invalid } from './errors.ts';

export type Form = { fields: Record<string, string>; files: { field: string; bytes: Buffer }[] };

/**
 * Reads a multipart form whole. The multipart plugin's limits (file size, file count)
 * answer 413 before anything is stored.
 */
export async function readForm(request: FastifyRequest, fileField = 'image'): Promise<Form> {
  if (!request.isMultipart()) throw invalid({ [fileField]: [errorTexts.imageRequired] });
  const form: Form = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) form.files.push({ field: part.fieldname, bytes });
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
