import type { FastifyRequest } from 'fastify';
import { errorTexts, invalid } from '../../lib/errors.ts';
import { readForm } from '../../lib/multipart.ts';

// A send or a campaign comes as JSON, or as a multipart form with a picture in `image`. The
// form's text fields become the body (then validated by the route's contract schema) and the
// picture waits here for the handler.
const pictures = new WeakMap<FastifyRequest, Buffer>();

/**
 * A route's preValidation: reads a multipart body into `req.body` (its fields, renamed by
 * `fields`) and keeps the picture; `required` refuses a request without one (422, Spanish).
 */
export function formBody(
  opts: { required?: boolean; fields?: (f: Record<string, string>) => Record<string, unknown> } = {},
) {
  return async (req: FastifyRequest) => {
    if (!req.isMultipart()) {
      if (opts.required) throw invalid({ image: [errorTexts.imageRequired] });
      return;
    }
    const form = await readForm(req, 'image');
    const picture = form.files.find((f) => f.field === 'image')?.bytes;
    if (opts.required && !picture) throw invalid({ image: [errorTexts.imageRequired] });
    if (picture) pictures.set(req, picture);
    req.body = (opts.fields ? opts.fields(form.fields) : form.fields) as never;
  };
}

/** The picture a multipart request carried, if any. */
export const pictureOf = (req: FastifyRequest) => pictures.get(req);

/** `text` or `message`, whichever the form names, as the field a schema expects. */
export const textAs = (name: 'text' | 'message') => (f: Record<string, string>) => {
  const { text, message, ...rest } = f;
  return { ...rest, [name]: f[name] ?? (name === 'text' ? message : text) };
};
