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
import type { App } from '../../types.ts';
import type { PreviewService } from '../preview/index.ts';
import type { AuditLike, ContentAdminService } from './admin-service.ts';

const UuidParams = Type.Object({ uuid: Type.String({ minLength: 1, maxLength: 64 }) });
const guarded = { 401: ApiError, 403: ApiError };

/** onChange: called after every change (the public pages show the content: their caches forget them). */
export async function contentAdminRoutes(app: App, opts: { admin: ContentAdminService; audit: AuditLike; previews: PreviewService; onChange?: () => void }): Promise<void> {
  const { admin } = opts;
  // Every change ends with its audit entry; that is also when the pages' caches are told.
  const audit: AuditLike = {
    record: async (...args) => {
      opts.onChange?.();
      await opts.audit.record(...args);
    },
  };
  app.addHook('onRequest', app.requireUser());

  app.get('/api/admin/modules', { schema: { response: { 200: Type.Object({ data: Type.Array(AdminModule) }), ...guarded } } }, async () => ({
    data: await admin.modules(),
  }));

  app.put(
    '/api/admin/modules/order',
    { schema: { body: AdminModuleOrder, response: { 200: Type.Object({ data: Type.Array(AdminModule) }), ...guarded, 422: ApiError } } },
    async (req) => {
      const data = await admin.orderModules(req.body.uuids);
      await audit.record(req.auth, {
        action: 'reorder',
        entity: 'homepage-module',
        summary: `Reordered the homepage modules: ${data.map((m) => m.type).join(', ')}`,
        code: 'homepageModule.reordered',
        params: { moduleTypes: data.map((m) => m.type).join(',') },
      });
      return { data };
    },
  );

  app.put(
    '/api/admin/modules/:uuid',
    { schema: { params: UuidParams, body: AdminModuleUpdate, response: { 200: Type.Object({ data: AdminModule }), ...guarded, 404: ApiError, 422: ApiError } } },
    async (req) => {
      const data = await admin.updateModule(req.params.uuid, req.body);
      await audit.record(req.auth, {
        action: 'update',
        entity: 'homepage-module',
        entityId: data.uuid,
        summary: `Updated the homepage module ${data.type}${data.enabled ? '' : ' (hidden)'}`,
        code: data.enabled ? 'homepageModule.updated' : 'homepageModule.updatedHidden',
        params: { moduleType: data.type },
      });
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

  // A preview changes nothing public: recorded (who saw which draft), but the pages' caches keep what they have.
  app.post(
    '/api/admin/posts/preview',
    { schema: { body: PostPreviewBody, response: { 201: Type.Object({ data: PostPreviewAnswer }), ...guarded, 404: ApiError, 422: ApiError } } },
    async (req, reply) => {
      const { title, ...data } = await opts.previews.issuePost(req.auth!, req.body);
      await opts.audit.record(req.auth, {
        action: 'preview',
        entity: 'post',
        entityId: req.body.uuid,
        summary: `Previewed the ${req.body.post.kind} post "${title}" (${req.body.lang})`,
        code: 'post.previewed',
        params: { postKind: req.body.post.kind, title, lang: req.body.lang },
      });
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/api/admin/posts',
    { schema: { body: AdminPostBody, response: { 201: Type.Object({ data: AdminPost }), ...guarded, 409: ApiError, 422: ApiError } } },
    async (req, reply) => {
      const data = await admin.createPost(req.body);
      await audit.record(req.auth, {
        action: 'create',
        entity: 'post',
        entityId: data.uuid,
        summary: `Created the ${data.kind} post "${data.translations.sk.title}"`,
        code: 'post.created',
        params: { postKind: data.kind, title: data.translations.sk.title },
      });
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/api/admin/posts/:uuid',
    { schema: { params: UuidParams, body: AdminPostBody, response: { 200: Type.Object({ data: AdminPost }), ...guarded, 404: ApiError, 409: ApiError, 422: ApiError } } },
    async (req) => {
      const data = await admin.updatePost(req.params.uuid, req.body);
      await audit.record(req.auth, {
        action: 'update',
        entity: 'post',
        entityId: data.uuid,
        summary: `Updated the ${data.kind} post "${data.translations.sk.title}"`,
        code: 'post.updated',
        params: { postKind: data.kind, title: data.translations.sk.title },
      });
      return { data };
    },
  );

  app.delete('/api/admin/posts/:uuid', { schema: { params: UuidParams, response: { 204: Type.Null(), ...guarded, 404: ApiError } } }, async (req, reply) => {
    const title = await admin.deletePost(req.params.uuid);
    await audit.record(req.auth, { action: 'delete', entity: 'post', entityId: req.params.uuid, summary: `Deleted the post "${title}"`, code: 'post.deleted', params: { title } });
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
      const data = await admin.createDocument(req.body);
      await audit.record(req.auth, {
        action: 'create',
        entity: 'document',
        entityId: data.uuid,
        summary: `Added the ${data.kind} document "${data.files.sk?.title ?? ''}"`,
        code: 'document.created',
        params: { documentKind: data.kind, title: data.files.sk?.title ?? '' },
      });
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/api/admin/documents/:uuid',
    { schema: { params: UuidParams, body: AdminDocumentUpdate, response: { 200: Type.Object({ data: AdminDocument }), ...guarded, 404: ApiError, 409: ApiError, 422: ApiError } } },
    async (req) => {
      const data = await admin.updateDocument(req.params.uuid, req.body);
      await audit.record(req.auth, {
        action: 'update',
        entity: 'document',
        entityId: data.uuid,
        summary: `Updated the document "${data.files.sk?.title ?? data.key ?? ''}"`,
        code: 'document.updated',
        params: { title: data.files.sk?.title ?? data.key ?? '' },
      });
      return { data };
    },
  );

  app.delete('/api/admin/documents/:uuid', { schema: { params: UuidParams, response: { 204: Type.Null(), ...guarded, 404: ApiError, 409: ApiError } } }, async (req, reply) => {
    const title = await admin.deleteDocument(req.params.uuid);
    await audit.record(req.auth, { action: 'delete', entity: 'document', entityId: req.params.uuid, summary: `Deleted the document "${title}"`, code: 'document.deleted', params: { title } });
    return reply.code(204).send(null);
  });
}
