// /api/admin/categories and /api/admin/products: admins and editors.
import { Type } from '@sinclair/typebox';
import {
  AdminCategory,
  AdminProduct,
  AdminProductList,
  AdminProductQuery,
  CategoryInput,
  IdParams,
  ProductInput,
  ProductModel,
  ProductModelInput,
  PublishedInput,
} from '@shop/shared/contracts/admin';
import { ApiError } from '@shop/shared/contracts/common';
import { assertValidListQuery } from '../../lib/list-query.ts';
import type { App } from '../../types.ts';
import type { AdminCatalogService } from './service.ts';

const errors = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

export async function adminCatalogRoutes(app: App, opts: { adminCatalog: AdminCatalogService }): Promise<void> {
  const svc = opts.adminCatalog;
  // onRequest: the token and the role are checked before the body is read or validated.
  const onRequest = app.requireUser(['admin', 'editor']);

  app.get('/api/admin/categories', { onRequest, schema: { response: { 200: Type.Object({ data: Type.Array(AdminCategory) }), ...errors } } }, async () => ({
    data: await svc.categories(),
  }));
  app.get('/api/admin/categories/:id', { onRequest, schema: { params: IdParams, response: { 200: Type.Object({ data: AdminCategory }), ...errors } } }, async (req) => ({
    data: await svc.category(req.params.id),
  }));
  app.post('/api/admin/categories', { onRequest, schema: { body: CategoryInput, response: { 201: Type.Object({ data: AdminCategory }), ...errors } } }, async (req, reply) =>
    reply.code(201).send({ data: await svc.createCategory(req.auth, req.body) }),
  );
  app.put(
    '/api/admin/categories/:id',
    { onRequest, schema: { params: IdParams, body: CategoryInput, response: { 200: Type.Object({ data: AdminCategory }), ...errors } } },
    async (req) => ({ data: await svc.updateCategory(req.auth, req.params.id, req.body) }),
  );
  app.delete('/api/admin/categories/:id', { onRequest, schema: { params: IdParams, response: { 204: Type.Null(), ...errors } } }, async (req, reply) => {
    await svc.deleteCategory(req.auth, req.params.id);
    return reply.code(204).send(null);
  });

  // The models products are grouped into as colour and size variants (decision 0107).
  app.get('/api/admin/product-models', { onRequest, schema: { response: { 200: Type.Object({ data: Type.Array(ProductModel) }), ...errors } } }, async () => ({
    data: await svc.productModels(),
  }));
  app.post('/api/admin/product-models', { onRequest, schema: { body: ProductModelInput, response: { 201: Type.Object({ data: ProductModel }), ...errors } } }, async (req, reply) =>
    reply.code(201).send({ data: await svc.createProductModel(req.auth, req.body) }),
  );

  // A bad page, size, sort or filter is answered in the handler, with the lists' message code.
  app.get('/api/admin/products', { onRequest, attachValidation: true, schema: { querystring: AdminProductQuery, response: { 200: AdminProductList, ...errors } } }, async (req) => {
    assertValidListQuery(req);
    return svc.products(req.query, req.lang);
  });
  app.get('/api/admin/products/:id', { onRequest, schema: { params: IdParams, response: { 200: Type.Object({ data: AdminProduct }), ...errors } } }, async (req) => ({
    data: await svc.product(req.params.id),
  }));
  app.post('/api/admin/products', { onRequest, schema: { body: ProductInput, response: { 201: Type.Object({ data: AdminProduct }), ...errors } } }, async (req, reply) =>
    reply.code(201).send({ data: await svc.createProduct(req.auth, req.body) }),
  );
  app.put(
    '/api/admin/products/:id',
    { onRequest, schema: { params: IdParams, body: ProductInput, response: { 200: Type.Object({ data: AdminProduct }), ...errors } } },
    async (req) => ({ data: await svc.updateProduct(req.auth, req.params.id, req.body) }),
  );
  app.put(
    '/api/admin/products/:id/published',
    { onRequest, schema: { params: IdParams, body: PublishedInput, response: { 200: Type.Object({ data: AdminProduct }), ...errors } } },
    async (req) => ({ data: await svc.setPublished(req.auth, req.params.id, req.body.published) }),
  );
  app.delete('/api/admin/products/:id', { onRequest, schema: { params: IdParams, response: { 204: Type.Null(), ...errors } } }, async (req, reply) => {
    await svc.deleteProduct(req.auth, req.params.id);
    return reply.code(204).send(null);
  });
}
