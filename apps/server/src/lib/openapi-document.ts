/** The media types a route may answer with instead of JSON (a CSV export, a QR picture). */
export type Download = 'text/csv' | 'image/png';

type Response = { description?: string; content?: Record<string, unknown> };
type Operation = { 'x-download'?: Download; responses?: Record<string, Response> };

/**
 * The OpenAPI document as a client needs it, after the schemas are turned into JSON Schema: a
 * 204 has no body, and a download (a route's `download`, kept as `x-download` by the
 * generator) answers 200 with its media type, not JSON.
 */
export function finishDocument<D extends { paths?: unknown }>(doc: D): D {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const operations of Object.values(paths)) {
    for (const op of Object.values(operations)) {
      const responses = op.responses ?? {};
      if (responses['204']) responses['204'] = { description: 'Sin contenido' };
      const download = op['x-download'];
      if (download) {
        delete op['x-download'];
        const file = { schema: { type: 'string', format: 'binary' } };
        responses['200'] = {
          description: responses['200']?.description ?? 'Archivo',
          content: { [download]: file },
        };
      }
      op.responses = responses;
    }
  }
  return doc;
}
