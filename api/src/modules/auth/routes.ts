import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.ts';
import {
  AdminUser,
  LoginAnswer,
  LoginBody,
  LoginOrChallengeAnswer,
  RecoveryCodesAnswer,
  TwoFactorCodeBody,
  TwoFactorDisableBody,
  TwoFactorLoginBody,
  TwoFactorRequirement,
  TwoFactorSetupAnswer,
  TwoFactorStatus,
  OwnPasswordAnswer,
  OwnPasswordBody,
  PasswordResetCheckAnswer,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  PasswordResetTokenBody,
  RefreshAnswer,
  type Role,
} from '@shop/shared/contracts/auth';
import { ApiError } from '@shop/shared/contracts/common';
import type { App } from '../../types.ts';
import { originOf } from '../../lib/origin.ts';
import { bearerToken, type AuthService, type SignInRequest } from './service.ts';

/**
 * Sign-in requests per address and 15 minutes (SIGN_IN_LIMIT, 30). Guessing one account's password is slowed by the
 * growing delays per account and address (sign-in-throttle.ts); this cap slows trying many accounts from one
 * address, while leaving room for a team behind one office address.
 */
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Reset requests per address: each may mail someone, so fewer than sign-ins (a person who forgot a password asks
 * once or twice). The per-account cap (RESETS_PER_ACCOUNT_PER_HOUR) holds however many addresses ask.
 */
export const PASSWORD_RESET_RATE_LIMIT = { max: 5, timeWindow: 15 * 60 * 1000 };

export interface RequireUserOptions {
  /** The route serves a user who signed in with a one-time password and has not chosen a new one yet. */
  beforePasswordChange?: boolean;
  /** The route serves a user who must turn on two-factor sign-in (the site requires it) and has not yet. */
  beforeTwoFactor?: boolean;
}

export type PreHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * onRequest hook for admin routes (before the body is read or validated): a valid, unrevoked token of an enabled
 * user; 403 when the role is not allowed, or while the user still has a one-time password.
 */
export function createRequireUser(auth: AuthService) {
  return (roles?: readonly Role[], opts: RequireUserOptions = {}): PreHandler =>
    async (req) => {
      const ctx = await auth.authenticate(bearerToken(req.headers.authorization));
      // Issue 29, 7: a generated password only lets its holder choose one of their own.
      if (ctx.user.must_change_password && !opts.beforePasswordChange) {
        throw forbidden('Choose a new password first: a one-time password allows nothing else', 'auth.passwordChangeRequired');
      }
      // The site requires two-factor sign-in: an account without it can only turn it on.
      if (ctx.user.must_enable_two_factor && !opts.beforeTwoFactor) {
        throw forbidden('Turn on two-factor sign-in first: it is required of every account', 'auth.twoFactorSetupRequired');
      }
      if (roles && !roles.includes(ctx.user.role)) throw forbidden('Your role does not allow this action', 'auth.roleNotAllowed');
      req.auth = ctx;
    };
}

const unauthorizedErrors = { 401: ApiError, 403: ApiError };

export async function authRoutes(app: App, opts: { auth: AuthService; signInLimit: number }): Promise<void> {
  const { auth } = opts;
  const signInRateLimit = { max: opts.signInLimit, timeWindow: SIGN_IN_WINDOW_MS };
  const requireUser = createRequireUser(auth);
  /** The caller's address, the page's language and the site's own origin (for a mail to the account's owner). */
  const signInRequest = (req: FastifyRequest): SignInRequest => ({ client: req.ip, lang: req.lang, origin: originOf(app.config, req) });

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: signInRateLimit },
      schema: { body: LoginBody, response: { 200: LoginOrChallengeAnswer, ...unauthorizedErrors, 422: ApiError, 429: ApiError } },
    },
    async (req) => auth.login(req.body.email, req.body.password, signInRequest(req)),
  );

  // The second step of a sign-in with two-factor sign-in: a code of the app or a recovery code.
  app.post(
    '/api/auth/login/two-factor',
    {
      config: { rateLimit: signInRateLimit },
      schema: { body: TwoFactorLoginBody, response: { 200: LoginAnswer, ...unauthorizedErrors, 422: ApiError, 429: ApiError } },
    },
    async (req) => auth.loginWithCode(req.body.challenge, req.body.code, signInRequest(req)),
  );

  // The own account's two-factor sign-in. Setting it up is open to an account the site requires it of; turning it
  // off and new recovery codes are not needed before (such an account has none).
  const enrolling = requireUser(undefined, { beforeTwoFactor: true });
  const codeErrors = { ...unauthorizedErrors, 409: ApiError, 422: ApiError, 429: ApiError };
  app.get('/admin/auth/two-factor', { onRequest: enrolling, schema: { response: { 200: TwoFactorStatus, ...unauthorizedErrors } } }, async (req) => auth.twoFactorStatus(req.auth!));
  app.post('/admin/auth/two-factor/setup', { onRequest: enrolling, schema: { response: { 200: TwoFactorSetupAnswer, ...unauthorizedErrors, 409: ApiError } } }, async (req) =>
    auth.beginTwoFactor(req.auth!),
  );
  app.post(
    '/admin/auth/two-factor/confirm',
    { onRequest: enrolling, config: { rateLimit: signInRateLimit }, schema: { body: TwoFactorCodeBody, response: { 200: RecoveryCodesAnswer, ...codeErrors } } },
    async (req) => auth.confirmTwoFactor(req.auth!, req.body.code, req.ip),
  );
  app.post(
    '/admin/auth/two-factor/recovery-codes',
    { onRequest: requireUser(), config: { rateLimit: signInRateLimit }, schema: { body: TwoFactorCodeBody, response: { 200: RecoveryCodesAnswer, ...codeErrors } } },
    async (req) => auth.newRecoveryCodes(req.auth!, req.body.code, signInRequest(req)),
  );
  app.post(
    '/admin/auth/two-factor/disable',
    { onRequest: requireUser(), config: { rateLimit: signInRateLimit }, schema: { body: TwoFactorDisableBody, response: { 200: Type.Object({ user: AdminUser }), ...codeErrors } } },
    async (req) => auth.disableTwoFactor(req.auth!, req.body.password, req.body.code, signInRequest(req)),
  );

  // Administrators: whether every account must use two-factor sign-in.
  const adminOnly = requireUser(['admin']);
  app.get('/api/admin/settings/two-factor', { onRequest: adminOnly, schema: { response: { 200: TwoFactorRequirement, ...unauthorizedErrors } } }, async () => ({
    required: await auth.twoFactorRequired(),
  }));
  app.put(
    '/api/admin/settings/two-factor',
    { onRequest: adminOnly, schema: { body: TwoFactorRequirement, response: { 200: TwoFactorRequirement, ...unauthorizedErrors, 409: ApiError, 422: ApiError } } },
    async (req) => auth.setTwoFactorRequired(req.auth!, req.body.required),
  );

  app.get('/admin/auth/me', { onRequest: requireUser(undefined, { beforePasswordChange: true, beforeTwoFactor: true }), schema: { response: { 200: Type.Object({ data: AdminUser }), ...unauthorizedErrors } } }, async (req) => ({
    data: req.auth!.user,
  }));

  app.post('/admin/auth/refresh', { schema: { response: { 200: RefreshAnswer, ...unauthorizedErrors } } }, async (req) => ({
    token: await auth.refresh(bearerToken(req.headers.authorization)),
  }));

  app.post(
    '/admin/auth/password',
    {
      onRequest: requireUser(undefined, { beforePasswordChange: true, beforeTwoFactor: true }),
      config: { rateLimit: signInRateLimit },
      schema: { body: OwnPasswordBody, response: { 200: OwnPasswordAnswer, ...unauthorizedErrors, 422: ApiError, 429: ApiError } },
    },
    async (req) => auth.changeOwnPassword(req.auth!, req.body.current_password, req.body.new_password, signInRequest(req)),
  );

  // The same answer whether an account has the address or not; only the log tells.
  app.post(
    '/api/auth/password-reset',
    { config: { rateLimit: PASSWORD_RESET_RATE_LIMIT }, schema: { body: PasswordResetRequestBody, response: { 202: Type.Object({ accepted: Type.Literal(true) }), 422: ApiError, 429: ApiError } } },
    async (req, reply) => {
      const outcome = await auth.requestPasswordReset(req.body.email, req.lang, originOf(app.config, req));
      if (outcome === 'limited') req.log.warn('a password-reset request for an account that had its hourly number of reset mails: nothing sent');
      return reply.code(202).send({ accepted: true as const });
    },
  );
  const resetErrors = { 404: ApiError, 409: ApiError, 422: ApiError, 429: ApiError };
  app.post(
    '/api/auth/password-reset/check',
    { config: { rateLimit: signInRateLimit }, schema: { body: PasswordResetTokenBody, response: { 200: PasswordResetCheckAnswer, ...resetErrors } } },
    async (req) => {
      const { email, expiresAt } = await auth.checkPasswordReset(req.body.token);
      return { email, expires_at: new Date(expiresAt * 1000).toISOString() };
    },
  );
  app.post(
    '/api/auth/password-reset/confirm',
    { config: { rateLimit: signInRateLimit }, schema: { body: PasswordResetConfirmBody, response: { 200: Type.Object({ email: Type.String() }), ...resetErrors } } },
    async (req) => auth.confirmPasswordReset(req.body.token, req.body.password),
  );

  app.post('/admin/auth/logout', { schema: { response: { 204: Type.Null(), 401: ApiError } } }, async (req, reply) => {
    await auth.logout(bearerToken(req.headers.authorization));
    return reply.code(204).send(null);
  });
}
