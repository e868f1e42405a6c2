// /api/admin/users: administrators only.
import { Type } from '@sinclair/typebox';
import { AdminUserList, AdminUserQuery, IdParams, ManagedUser, PasswordInput, UserCreateInput, UserUpdateInput, UserWithPassword } from '@shop/shared/contracts/admin';
import { ApiError } from '@shop/shared/contracts/common';
import { assertValidListQuery } from '../../lib/list-query.ts';
import type { App } from '../../types.ts';
import type { UsersService } from './service.ts';

const errors = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

export async function usersRoutes(app: App, opts: { users: UsersService }): Promise<void> {
  const { users } = opts;
  const onRequest = app.requireUser(['admin']);

  app.get(
    '/api/admin/users',
    // A bad page, size, sort or filter is answered in the handler, with the lists' message code.
    { onRequest, attachValidation: true, schema: { querystring: AdminUserQuery, response: { 200: AdminUserList, ...errors } } },
    async (req) => {
      assertValidListQuery(req);
      return users.list(req.query);
    },
  );
  app.post('/api/admin/users', { onRequest, schema: { body: UserCreateInput, response: { 201: UserWithPassword, ...errors } } }, async (req, reply) =>
    reply.code(201).send(await users.create(req.auth, req.body)),
  );
  app.put(
    '/api/admin/users/:id',
    { onRequest, schema: { params: IdParams, body: UserUpdateInput, response: { 200: Type.Object({ data: ManagedUser }), ...errors } } },
    async (req) => ({ data: await users.update(req.auth, req.params.id, req.body) }),
  );
  app.post(
    '/api/admin/users/:id/password',
    { onRequest, schema: { params: IdParams, body: PasswordInput, response: { 200: UserWithPassword, ...errors } } },
    async (req) => users.setPassword(req.auth, req.params.id, req.body.password),
  );
  // No body: the reset is the whole request (the role is checked before anything is read).
  app.post(
    '/api/admin/users/:id/two-factor/reset',
    { onRequest, schema: { params: IdParams, response: { 200: Type.Object({ data: ManagedUser }), ...errors } } },
    async (req) => ({ data: await users.resetTwoFactor(req.auth, req.params.id) }),
  );
}
