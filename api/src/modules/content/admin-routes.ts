// /api/admin/modules, /api/admin/posts, /api/admin/documents: signed-in users only (editors and admins).
import { Type } from '@sinclair/typebox';
import { ApiError } from '@shop/shared/contracts/common';
import {
  AdminDocument,
  AdminDocumentBody,
  AdminDocumentList,
  AdminDocumentQuery,
  AdminDocumentUpdate,
  AdminModule,
  AdminModuleOrder,
  AdminModuleUpdate,
  AdminPost,
  AdminPostBody,
  AdminPostList,
  AdminPostQuery,
  PostPreviewAnswer,
  PostPreviewBody,
} from '@shop/shared/contracts/content-admin';
import { assertValidListQuery } from '../../lib/list-query.ts';
import type { App, AuthContext } from '../../types.ts';
import type { ContentAdminService } from './admin-service.ts';

const UuidParams = Type.Object({ uuid: Type.String({ minLength: 1, maxLength: 64 }) });
const guarded = { 401: ApiError, 403: ApiError };

/** The services record each change in the audit log (and tell the pages' caches); the routes only answer. */
/** previews: keeps a draft and answers its address (the preview module's service, handed in by the app). */
export async function contentAdminRoutes(
  app: App,
  opts: { admin: ContentAdminService; previews: { issuePost: (auth: AuthContext, body: PostPreviewBody) => Promise<PostPreviewAnswer> } },
): Promise<void> {
  const { admin } = opts;
  app.addHook('onRequest', app.requireUser());

  app.get('/api/admin/modules', { schema: { response: { 200: Type.Object({ data: Type.Array(AdminModule) }), ...guarded } } }, async () => ({
    data: await admin.modules(),
  }));

  app.put(
    '/api/admin/modules/order',
    { schema: { body: AdminModuleOrder, response: { 200: Type.Object({ data: Type.Array(AdminModule) }), ...guarded, 422: ApiError } } },
    async (req) => {
      const data = await admin.orderModules(req.body.uuids, req.auth);
      return { data };
    },
  );

  app.put(
    '/api/admin/modules/:uuid',
    { schema: { params: UuidParams, body: AdminModuleUpdate, response: { 200: Type.Object({ data: AdminModule }), ...guarded, 404: ApiError, 422: ApiError } } },
    async (req) => {
      const data = await admin.updateModule(req.params.uuid, req.body, req.auth);
      return { data };
    },
  );

  app.get(
    '/api/admin/posts',
    // A bad page, size, sort or filter is answered in the handler, with the lists' message code.
    { attachValidation: true, schema: { querystring: AdminPostQuery, response: { 200: AdminPostList, ...guarded, 422: ApiError } } },
    async (req) => {
      assertValidListQuery(req);
      return admin.posts(req.query, req.lang);
    },
  );

  app.get('/api/admin/posts/:uuid', { schema: { params: UuidParams, response: { 200: Type.Object({ data: AdminPost }), ...guarded, 404: ApiError } } }, async (req) => ({
    data: await admin.post(req.params.uuid),
  }));

  app.post(
    '/api/admin/posts/preview',
    { schema: { body: PostPreviewBody, response: { 201: Type.Object({ data: PostPreviewAnswer }), ...guarded, 404: ApiError, 422: ApiError } } },
    async (req, reply) => {
      const data = await opts.previews.issuePost(req.auth!, req.body);
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/api/admin/posts',
    { schema: { body: AdminPostBody, response: { 201: Type.Object({ data: AdminPost }), ...guarded, 409: ApiError, 422: ApiError } } },
    async (req, reply) => {
      const data = await admin.createPost(req.body, req.auth);
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/api/admin/posts/:uuid',
    { schema: { params: UuidParams, body: AdminPostBody, response: { 200: Type.Object({ data: AdminPost }), ...guarded, 404: ApiError, 409: ApiError, 422: ApiError } } },
    async (req) => {
      const data = await admin.updatePost(req.params.uuid, req.body, req.auth);
      return { data };
    },
  );

  app.delete('/api/admin/posts/:uuid', { schema: { params: UuidParams, response: { 204: Type.Null(), ...guarded, 404: ApiError } } }, async (req, reply) => {
    await admin.deletePost(req.params.uuid, req.auth);
    return reply.code(204).send(null);
  });

  app.get(
    '/api/admin/documents',
    // A bad page, size, sort or filter is answered in the handler, with the lists' message code.
    { attachValidation: true, schema: { querystring: AdminDocumentQuery, response: { 200: AdminDocumentList, ...guarded, 422: ApiError } } },
    async (req) => {
      assertValidListQuery(req);
      return admin.documents(req.query, req.lang);
    },
  );

  app.post(
    '/api/admin/documents',
    { schema: { body: AdminDocumentBody, response: { 201: Type.Object({ data: AdminDocument }), ...guarded, 422: ApiError } } },
    async (req, reply) => {
      const data = await admin.createDocument(req.body, req.auth);
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/api/admin/documents/:uuid',
    { schema: { params: UuidParams, body: AdminDocumentUpdate, response: { 200: Type.Object({ data: AdminDocument }), ...guarded, 404: ApiError, 409: ApiError, 422: ApiError } } },
    async (req) => {
      const data = await admin.updateDocument(req.params.uuid, req.body, req.auth);
      return { data };
    },
  );

  app.delete('/api/admin/documents/:uuid', { schema: { params: UuidParams, response: { 204: Type.Null(), ...guarded, 404: ApiError, 409: ApiError } } }, async (req, reply) => {
    await admin.deleteDocument(req.params.uuid, req.auth);
    return reply.code(204).send(null);
  });
}
