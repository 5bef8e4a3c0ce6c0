import {
  catalogueBody,
  catalogueSchema,
  extraBody,
  extraPatch,
  extraSchema,
  idParam,
  imageOrderBody,
  messageReply,
  page,
  productBody,
  productImageSchema,
  productListQuery,
  productPatch,
  productSchema,
  ROLES,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readForm } from '../../lib/multipart.ts';
import { principalOf } from '../../plugins/access.ts';
import type { CatalogService } from './catalog.service.ts';

const idParams = z.object({ id: idParam });
const storeParams = z.object({ storeId: idParam });
const catalogueParams = z.object({ catalogue_id: idParam });
const deleted = { message: 'Eliminado' };

/** Every catalogue route is the store owner's: its options differ only in schema. */
const ownerRoute = <S extends { params: z.ZodType; response: z.ZodType }>(
  tag: string,
  { response, ...schema }: S & { body?: z.ZodType; querystring?: z.ZodType; summary?: string },
) => ({
  config: { access: [ROLES.CLIENT] } as const,
  schema: { tags: [tag], ...schema, response: { 200: response } } as Omit<S, 'response'> & {
    tags: string[];
    response: { 200: S['response'] };
  },
});

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  /** DELETE `url`: the service call, then the same confirmation for every kind of row. */
  const remove = (
    url: string,
    tag: string,
    run: (principal: ReturnType<typeof principalOf>, id: number) => Promise<void>,
  ) =>
    app.delete(url, ownerRoute(tag, { params: idParams, response: messageReply }), async (req) => {
      await run(principalOf(req), req.params.id);
      return deleted;
    });

  // Catalogues
  app.get(
    '/store/:storeId/catalogues',
    ownerRoute('catalogues', { params: storeParams, response: z.array(catalogueSchema) }),
    (req) => catalog.listCatalogues(principalOf(req), req.params.storeId),
  );
  app.post(
    '/store/:storeId/catalogues',
    ownerRoute('catalogues', { params: storeParams, body: catalogueBody, response: catalogueSchema }),
    (req) => catalog.createCatalogue(principalOf(req), req.params.storeId, req.body),
  );
  app.patch(
    '/catalogues/:id',
    ownerRoute('catalogues', {
      params: idParams,
      body: catalogueBody,
      response: z.object({ id: z.number(), name: z.string() }),
    }),
    (req) => catalog.updateCatalogue(principalOf(req), req.params.id, req.body),
  );
  remove('/catalogues/:id', 'catalogues', catalog.deleteCatalogue);

  // Products
  app.get(
    '/store/:storeId/products',
    ownerRoute('products', {
      summary: 'Products of a store, newest first, paged by cursor',
      params: storeParams,
      querystring: productListQuery,
      response: page(productSchema),
    }),
    (req) => catalog.listProducts(principalOf(req), req.params.storeId, req.query),
  );
  app.post(
    '/catalogues/:catalogue_id/products',
    ownerRoute('products', { params: catalogueParams, body: productBody, response: productSchema }),
    (req) => catalog.createProduct(principalOf(req), req.params.catalogue_id, req.body),
  );
  app.get('/products/:id', ownerRoute('products', { params: idParams, response: productSchema }), (req) =>
    catalog.getProduct(principalOf(req), req.params.id),
  );
  app.patch(
    '/products/:id',
    ownerRoute('products', { params: idParams, body: productPatch, response: productSchema }),
    (req) => catalog.updateProduct(principalOf(req), req.params.id, req.body),
  );
  remove('/products/:id', 'products', catalog.deleteProduct);

  // Product images
  const images = z.array(productImageSchema);
  app.get('/products/:id/image', ownerRoute('products', { params: idParams, response: images }), (req) =>
    catalog.listImages(principalOf(req), req.params.id),
  );
  app.post(
    '/products/:id/image',
    ownerRoute('products', {
      summary: 'Add images (multipart, field images[]; JPEG, PNG or WEBP up to 5 MB each)',
      params: idParams,
      response: images,
    }),
    async (req) => {
      const principal = principalOf(req);
      const form = await readForm(req, 'images');
      const uploads = form.files
        .filter((f) => f.field === 'images[]' || f.field === 'images')
        .map((f) => f.bytes);
      return catalog.addImages(principal, req.params.id, uploads);
    },
  );
  app.patch(
    '/products/:id/images/order',
    ownerRoute('products', {
      summary: 'Reorder the images of a product (all image ids, first is the cover)',
      params: idParams,
      body: imageOrderBody,
      response: images,
    }),
    (req) => catalog.reorderImages(principalOf(req), req.params.id, req.body.order),
  );
  remove('/images/:id', 'products', catalog.deleteImage);

  // Extras
  app.get(
    '/store/:storeId/extras',
    ownerRoute('extras', { params: storeParams, response: z.array(extraSchema) }),
    (req) => catalog.listExtras(principalOf(req), req.params.storeId),
  );
  app.post(
    '/catalogues/:catalogue_id/extras',
    ownerRoute('extras', { params: catalogueParams, body: extraBody, response: extraSchema }),
    (req) => catalog.createExtra(principalOf(req), req.params.catalogue_id, req.body),
  );
  app.patch(
    '/extras/:id',
    ownerRoute('extras', { params: idParams, body: extraPatch, response: extraSchema }),
    (req) => catalog.updateExtra(principalOf(req), req.params.id, req.body),
  );
  remove('/extras/:id', 'extras', catalog.deleteExtra);
};
