import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.ts';
import { AdminUser, LoginAnswer, LoginBody, RefreshAnswer, type Role } from '@shop/shared/contracts/auth';
import { ApiError } from '@shop/shared/contracts/common';
import type { App } from '../../types.ts';
import { bearerToken, type AuthService } from './service.ts';

/**
 * Sign-in requests per address. Guessing one account's password is stopped by the account lock (5 failures);
 * this cap slows trying many accounts from one address, while leaving room for a team behind one office address.
 */
export const LOGIN_RATE_LIMIT = { max: 30, timeWindow: 15 * 60 * 1000 };

export type PreHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** preHandler for admin routes: a valid, unrevoked token of an enabled user; 403 when the role is not allowed. */
export function createRequireUser(auth: AuthService) {
  return (roles?: readonly Role[]): PreHandler =>
    async (req) => {
      const ctx = await auth.authenticate(bearerToken(req.headers.authorization));
      if (roles && !roles.includes(ctx.user.role)) throw forbidden('Your role does not allow this action');
      req.auth = ctx;
    };
}

const unauthorizedErrors = { 401: ApiError, 403: ApiError };

export async function authRoutes(app: App, opts: { auth: AuthService }): Promise<void> {
  const { auth } = opts;
  const requireUser = createRequireUser(auth);

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: LOGIN_RATE_LIMIT },
      schema: { body: LoginBody, response: { 200: LoginAnswer, ...unauthorizedErrors, 422: ApiError, 429: ApiError } },
    },
    async (req) => auth.login(req.body.email, req.body.password),
  );

  app.get('/admin/auth/me', { preHandler: requireUser(), schema: { response: { 200: Type.Object({ data: AdminUser }), ...unauthorizedErrors } } }, async (req) => ({
    data: req.auth!.user,
  }));

  app.post('/admin/auth/refresh', { schema: { response: { 200: RefreshAnswer, ...unauthorizedErrors } } }, async (req) => ({
    token: await auth.refresh(bearerToken(req.headers.authorization)),
  }));

  app.post('/admin/auth/logout', { schema: { response: { 204: Type.Null(), 401: ApiError } } }, async (req, reply) => {
    await auth.logout(bearerToken(req.headers.authorization));
    return reply.code(204).send(null);
  });
}
