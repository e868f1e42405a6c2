// /api/admin/search-synonyms: the search's synonym groups per language (decision 0112), administrators only.
import { Type } from '@sinclair/typebox';
import { IdParams } from '@shop/shared/contracts/admin';
import { ApiError } from '@shop/shared/contracts/common';
import { SynonymGroup, SynonymGroupBody, SynonymGroupQuery } from '@shop/shared/contracts/synonyms';
import type { App } from '../../types.ts';
import type { SynonymsService } from './service.ts';

const errors = { 401: ApiError, 403: ApiError, 404: ApiError, 422: ApiError };

export async function searchSynonymsRoutes(app: App, opts: { synonyms: SynonymsService }): Promise<void> {
  const { synonyms } = opts;
  // onRequest: the token and the role are checked before the body is read.
  const onRequest = app.requireUser(['admin']);

  app.get(
    '/api/admin/search-synonyms',
    { onRequest, schema: { querystring: SynonymGroupQuery, response: { 200: Type.Object({ data: Type.Array(SynonymGroup) }), ...errors } } },
    async (req) => ({ data: await synonyms.list(req.query.lang) }),
  );
  app.post(
    '/api/admin/search-synonyms',
    { onRequest, schema: { body: SynonymGroupBody, response: { 201: Type.Object({ data: SynonymGroup }), ...errors } } },
    async (req, reply) => reply.code(201).send({ data: await synonyms.create(req.auth, req.body) }),
  );
  app.put(
    '/api/admin/search-synonyms/:id',
    { onRequest, schema: { params: IdParams, body: SynonymGroupBody, response: { 200: Type.Object({ data: SynonymGroup }), ...errors } } },
    async (req) => ({ data: await synonyms.update(req.auth, req.params.id, req.body) }),
  );
  app.delete('/api/admin/search-synonyms/:id', { onRequest, schema: { params: IdParams, response: { 204: Type.Null(), ...errors } } }, async (req, reply) => {
    await synonyms.remove(req.auth, req.params.id);
    return reply.code(204).send(null);
  });
}
