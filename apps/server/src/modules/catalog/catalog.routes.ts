import {
  catalogueBody,
  catalogueSchema,
  extraBody,
  extraPatch,
  extraSchema,
  idParam,
  imageOrderBody,
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
import { deleteRoute, endpoint, idParams, storeParams } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import type { CatalogService } from './catalog.service.ts';

const owner = [ROLES.CLIENT];
const catalogueParams = z.object({ catalogue_id: idParam });
const images = z.array(productImageSchema);

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  // Catalogues
  app.get(
    '/store/:storeId/catalogues',
    endpoint(owner, 'catalogues', 'Catalogues of the store with their product and extra counts', {
      params: storeParams,
      reply: z.array(catalogueSchema),
    }),
    (req) => catalog.listCatalogues(principalOf(req), req.params.storeId),
  );
  app.post(
    '/store/:storeId/catalogues',
    endpoint(owner, 'catalogues', 'Create a catalogue', {
      params: storeParams,
      body: catalogueBody,
      reply: catalogueSchema,
    }),
    (req) => catalog.createCatalogue(principalOf(req), req.params.storeId, req.body),
  );
  app.patch(
    '/catalogues/:id',
    endpoint(owner, 'catalogues', 'Rename a catalogue', {
      params: idParams,
      body: catalogueBody,
      reply: z.object({ id: z.number(), name: z.string() }),
    }),
    (req) => catalog.updateCatalogue(principalOf(req), req.params.id, req.body),
  );
  deleteRoute(
    app,
    owner,
    'catalogues',
    'Delete an empty catalogue (409 while it has products or extras)',
    '/catalogues/:id',
    catalog.deleteCatalogue,
  );

  // Products
  app.get(
    '/store/:storeId/products',
    endpoint(owner, 'products', 'Products of a store, newest first, paged by cursor', {
      params: storeParams,
      querystring: productListQuery,
      reply: page(productSchema),
    }),
    (req) => catalog.listProducts(principalOf(req), req.params.storeId, req.query),
  );
  app.post(
    '/catalogues/:catalogue_id/products',
    endpoint(owner, 'products', 'Create a product in a catalogue', {
      params: catalogueParams,
      body: productBody,
      reply: productSchema,
    }),
    (req) => catalog.createProduct(principalOf(req), req.params.catalogue_id, req.body),
  );
  app.get(
    '/products/:id',
    endpoint(owner, 'products', 'One product', { params: idParams, reply: productSchema }),
    (req) => catalog.getProduct(principalOf(req), req.params.id),
  );
  app.patch(
    '/products/:id',
    endpoint(owner, 'products', 'Change a product (only the fields sent)', {
      params: idParams,
      body: productPatch,
      reply: productSchema,
    }),
    (req) => catalog.updateProduct(principalOf(req), req.params.id, req.body),
  );
  deleteRoute(
    app,
    owner,
    'products',
    'Delete a product and its images',
    '/products/:id',
    catalog.deleteProduct,
  );

  // Product images
  app.get(
    '/products/:id/image',
    endpoint(owner, 'products', 'Images of a product, cover first', { params: idParams, reply: images }),
    (req) => catalog.listImages(principalOf(req), req.params.id),
  );
  app.post(
    '/products/:id/image',
    endpoint(owner, 'products', 'Add images (multipart, field images[]; JPEG, PNG or WEBP up to 5 MB each)', {
      params: idParams,
      reply: images,
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
    endpoint(owner, 'products', 'Reorder the images of a product (all image ids, first is the cover)', {
      params: idParams,
      body: imageOrderBody,
      reply: images,
    }),
    (req) => catalog.reorderImages(principalOf(req), req.params.id, req.body.order),
  );
  deleteRoute(app, owner, 'products', 'Delete a product image', '/images/:id', catalog.deleteImage);

  // Extras
  app.get(
    '/store/:storeId/extras',
    endpoint(owner, 'extras', 'Extras of the store with their catalogue', {
      params: storeParams,
      reply: z.array(extraSchema),
    }),
    (req) => catalog.listExtras(principalOf(req), req.params.storeId),
  );
  app.post(
    '/catalogues/:catalogue_id/extras',
    endpoint(owner, 'extras', 'Create an extra in a catalogue', {
      params: catalogueParams,
      body: extraBody,
      reply: extraSchema,
    }),
    (req) => catalog.createExtra(principalOf(req), req.params.catalogue_id, req.body),
  );
  app.patch(
    '/extras/:id',
    endpoint(owner, 'extras', 'Change an extra (only the fields sent)', {
      params: idParams,
      body: extraPatch,
      reply: extraSchema,
    }),
    (req) => catalog.updateExtra(principalOf(req), req.params.id, req.body),
  );
  deleteRoute(app, owner, 'extras', 'Delete an extra', '/extras/:id', catalog.deleteExtra);
};
