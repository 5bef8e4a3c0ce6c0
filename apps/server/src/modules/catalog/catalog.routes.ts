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

const owner = { access: [ROLES.CLIENT] } as const;
const idParams = z.object({ id: idParam });
const storeParams = z.object({ storeId: idParam });
const catalogueParams = z.object({ catalogue_id: idParam });
const deleted = { message: 'Eliminado' };

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  // Catalogues
  app.get(
    '/store/:storeId/catalogues',
    {
      config: owner,
      schema: { tags: ['catalogues'], params: storeParams, response: { 200: z.array(catalogueSchema) } },
    },
    (req) => catalog.listCatalogues(principalOf(req), req.params.storeId),
  );
  app.post(
    '/store/:storeId/catalogues',
    {
      config: owner,
      schema: {
        tags: ['catalogues'],
        params: storeParams,
        body: catalogueBody,
        response: { 200: catalogueSchema },
      },
    },
    (req) => catalog.createCatalogue(principalOf(req), req.params.storeId, req.body),
  );
  app.patch(
    '/catalogues/:id',
    {
      config: owner,
      schema: {
        tags: ['catalogues'],
        params: idParams,
        body: catalogueBody,
        response: { 200: z.object({ id: z.number(), name: z.string() }) },
      },
    },
    (req) => catalog.updateCatalogue(principalOf(req), req.params.id, req.body),
  );
  app.delete(
    '/catalogues/:id',
    { config: owner, schema: { tags: ['catalogues'], params: idParams, response: { 200: messageReply } } },
    async (req) => {
      await catalog.deleteCatalogue(principalOf(req), req.params.id);
      return deleted;
    },
  );

  // Products
  app.get(
    '/store/:storeId/products',
    {
      config: owner,
      schema: {
        tags: ['products'],
        summary: 'Products of a store, newest first, paged by cursor',
        params: storeParams,
        querystring: productListQuery,
        response: { 200: page(productSchema) },
      },
    },
    (req) => catalog.listProducts(principalOf(req), req.params.storeId, req.query),
  );
  app.post(
    '/catalogues/:catalogue_id/products',
    {
      config: owner,
      schema: {
        tags: ['products'],
        params: catalogueParams,
        body: productBody,
        response: { 200: productSchema },
      },
    },
    (req) => catalog.createProduct(principalOf(req), req.params.catalogue_id, req.body),
  );
  app.get(
    '/products/:id',
    { config: owner, schema: { tags: ['products'], params: idParams, response: { 200: productSchema } } },
    (req) => catalog.getProduct(principalOf(req), req.params.id),
  );
  app.patch(
    '/products/:id',
    {
      config: owner,
      schema: { tags: ['products'], params: idParams, body: productPatch, response: { 200: productSchema } },
    },
    (req) => catalog.updateProduct(principalOf(req), req.params.id, req.body),
  );
  app.delete(
    '/products/:id',
    { config: owner, schema: { tags: ['products'], params: idParams, response: { 200: messageReply } } },
    async (req) => {
      await catalog.deleteProduct(principalOf(req), req.params.id);
      return deleted;
    },
  );

  // Product images
  app.get(
    '/products/:id/image',
    {
      config: owner,
      schema: { tags: ['products'], params: idParams, response: { 200: z.array(productImageSchema) } },
    },
    (req) => catalog.listImages(principalOf(req), req.params.id),
  );
  app.post(
    '/products/:id/image',
    {
      config: owner,
      schema: {
        tags: ['products'],
        summary: 'Add images (multipart, field images[]; JPEG, PNG or WEBP up to 5 MB each)',
        params: idParams,
        response: { 200: z.array(productImageSchema) },
      },
    },
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
    {
      config: owner,
      schema: {
        tags: ['products'],
        summary: 'Reorder the images of a product (all image ids, first is the cover)',
        params: idParams,
        body: imageOrderBody,
        response: { 200: z.array(productImageSchema) },
      },
    },
    (req) => catalog.reorderImages(principalOf(req), req.params.id, req.body.order),
  );
  app.delete(
    '/images/:id',
    { config: owner, schema: { tags: ['products'], params: idParams, response: { 200: messageReply } } },
    async (req) => {
      await catalog.deleteImage(principalOf(req), req.params.id);
      return deleted;
    },
  );

  // Extras
  app.get(
    '/store/:storeId/extras',
    {
      config: owner,
      schema: { tags: ['extras'], params: storeParams, response: { 200: z.array(extraSchema) } },
    },
    (req) => catalog.listExtras(principalOf(req), req.params.storeId),
  );
  app.post(
    '/catalogues/:catalogue_id/extras',
    {
      config: owner,
      schema: { tags: ['extras'], params: catalogueParams, body: extraBody, response: { 200: extraSchema } },
    },
    (req) => catalog.createExtra(principalOf(req), req.params.catalogue_id, req.body),
  );
  app.patch(
    '/extras/:id',
    {
      config: owner,
      schema: { tags: ['extras'], params: idParams, body: extraPatch, response: { 200: extraSchema } },
    },
    (req) => catalog.updateExtra(principalOf(req), req.params.id, req.body),
  );
  app.delete(
    '/extras/:id',
    { config: owner, schema: { tags: ['extras'], params: idParams, response: { 200: messageReply } } },
    async (req) => {
      await catalog.deleteExtra(principalOf(req), req.params.id);
      return deleted;
    },
  );
};
