import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';

/** The typed client's types, beside this file, generated from the live document (typed-client.api.test.ts). */
export const API_TYPES_FILE = new URL('./vitrina-api.generated.ts', import.meta.url);

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

/**
 * The TypeScript types of the API as openapi-typescript makes them from the published document,
 * for openapi-fetch: what an outside developer integrating Vitrina would generate. A file part
 * (`format: binary`) is a Blob, as a browser's or Node's FormData takes it.
 */
export async function apiTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, {
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  const header =
    '// Generated from /api/openapi.json by openapi-typescript (npm run api:types). Do not edit.\n\n';
  return header + astToString(ast);
}
