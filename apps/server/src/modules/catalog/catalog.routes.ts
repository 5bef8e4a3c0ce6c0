import {
  catalogueBody,
  catalogueSchema,
  extraBody,
  extraPatch,
  extraSchema,
  imageOrderBody,
  page,
  productBody,
  productImageSchema,
  productListQuery,
  productPatch,
  productSchema,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crudRoutes } from '#server/lib/crud-routes.ts';
import { readForm } from '#server/lib/multipart.ts';
import { deleteRoute, idParams, routesOf } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { CatalogService } from './catalog.service.ts';

const images = z.array(productImageSchema);

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  const api = routesOf(app, 'products');
  crudRoutes(app, callers.owner, 'catalogues', {
    list: {
      url: '/store/:storeId/catalogues',
      summary: 'Catalogues of the store with their product and extra counts',
      reply: z.array(catalogueSchema),
      run: catalog.listCatalogues,
    },
    create: {
      url: '/store/:storeId/catalogues',
      summary: 'Create a catalogue',
      body: catalogueBody,
      reply: catalogueSchema,
      run: catalog.createCatalogue,
    },
    update: {
      url: '/catalogues/:id',
      summary: 'Rename a catalogue',
      body: catalogueBody,
      reply: z.object({ id: z.number(), name: z.string() }),
      run: catalog.updateCatalogue,
    },
    remove: {
      url: '/catalogues/:id',
      summary: 'Delete an empty catalogue (409 while it has products or extras)',
      run: catalog.deleteCatalogue,
    },
  });

  crudRoutes(app, callers.owner, 'products', {
    list: {
      url: '/store/:storeId/products',
      summary: 'Products of a store, newest first, paged by cursor',
      querystring: productListQuery,
      reply: page(productSchema),
      run: catalog.listProducts,
    },
    get: { url: '/products/:id', summary: 'One product', reply: productSchema, run: catalog.getProduct },
    create: {
      url: '/catalogues/:catalogue_id/products',
      summary: 'Create a product in a catalogue',
      body: productBody,
      reply: productSchema,
      run: catalog.createProduct,
    },
    update: {
      url: '/products/:id',
      summary: 'Change a product (only the fields sent)',
      body: productPatch,
      reply: productSchema,
      run: catalog.updateProduct,
    },
    remove: { url: '/products/:id', summary: 'Delete a product and its images', run: catalog.deleteProduct },
  });

  // Product images
  api.get('/products/:id/image', {
    access: callers.owner,
    summary: 'Images of a product, cover first',
    params: idParams,
    reply: images,
    handler: (req) => catalog.listImages(principalOf(req), req.params.id),
  });
  api.post('/products/:id/image', {
    access: callers.owner,
    summary: 'Add images (multipart, field images[]; JPEG, PNG or WEBP up to 5 MB each)',
    upload: { file: 'images', many: true },
    params: idParams,
    reply: images,
    handler: async (req) => {
      const principal = principalOf(req);
      const form = await readForm(req, 'images');
      const uploads = form.files
        .filter((f) => f.field === 'images[]' || f.field === 'images')
        .map((f) => f.bytes);
      return catalog.addImages(principal, req.params.id, uploads);
    },
  });
  api.patch('/products/:id/images/order', {
    access: callers.owner,
    summary: 'Reorder the images of a product (all image ids, first is the cover)',
    params: idParams,
    body: imageOrderBody,
    reply: images,
    handler: (req) => catalog.reorderImages(principalOf(req), req.params.id, req.body.order),
  });
  deleteRoute(app, callers.owner, 'products', 'Delete a product image', '/images/:id', catalog.deleteImage);

  crudRoutes(app, callers.owner, 'extras', {
    list: {
      url: '/store/:storeId/extras',
      summary: 'Extras of the store with their catalogue',
      reply: z.array(extraSchema),
      run: catalog.listExtras,
    },
    create: {
      url: '/catalogues/:catalogue_id/extras',
      summary: 'Create an extra in a catalogue',
      body: extraBody,
      reply: extraSchema,
      run: catalog.createExtra,
    },
    update: {
      url: '/extras/:id',
      summary: 'Change an extra (only the fields sent)',
      body: extraPatch,
      reply: extraSchema,
      run: catalog.updateExtra,
    },
    remove: { url: '/extras/:id', summary: 'Delete an extra', run: catalog.deleteExtra },
  });
};
