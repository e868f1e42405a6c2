// Decorations shared by every module, and the typed Fastify instance the route modules receive.
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { Lifecycle } from './modules/ops/index.ts';
import type { ReleaseRegistry } from './modules/releases/index.ts';
import type { Lang } from '@shop/shared/contracts/common';
import type { AdminUser, Role } from '@shop/shared/contracts/auth';

export interface AuthContext {
  user: AdminUser;
  jti: string;
  exp: number;
  /** The account's session version the token was issued for (see migration 0004). */
  sessionVersion: number;
  /** The sign-in session the token belongs to (migration 0005). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    /** Whether the instance is stopping (modules/ops/graceful-shutdown.ts). */
    lifecycle: Lifecycle;
    /** The registry of remotes: releases, canaries, rollbacks (modules/releases/registry.ts). */
    releases: ReleaseRegistry;
    /** Hook for admin routes: `{ onRequest: app.requireUser(['admin']) }` (before the body is validated); sets request.auth. */
    requireUser: (roles?: readonly Role[], opts?: { beforePasswordChange?: boolean; beforeTwoFactor?: boolean }) => (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    lang: Lang;
    auth: AuthContext | null;
  }
}

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;
