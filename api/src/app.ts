// Builds the Fastify app without listening (tests use app.inject()). Layers: infrastructure plugins ->
// domain services -> routes with a schema each; one error handler.
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { openDatabase } from './db/connection.ts';
import type { Database } from './db/schema.ts';
import { langFromHeader } from './lib/lang.ts';
import { authRoutes, createRequireUser } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { createRecaptchaCheck, type BotCheck } from './modules/cart/recaptcha.ts';
import { createCartService, type OrderListener } from './modules/cart/service.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { createSiteService } from './modules/site/service.ts';
import { setupCompression } from './plugins/compression.ts';
import { setupDb } from './plugins/db.ts';
import { setupErrorHandler } from './plugins/error-handler.ts';
import { setupRateLimit } from './plugins/rate-limit.ts';
import { setupSecurity } from './plugins/security.ts';
import { setupSite } from './plugins/site.ts';
import type { App } from './types.ts';

export interface BuildOptions {
  /** An open database (the caller keeps ownership); by default the app opens config.databaseFile and closes it. */
  db?: Kysely<Database>;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the reCAPTCHA check (tests). */
  botCheck?: BotCheck;
  /** Called after an order was created (the seam for e-mail notifications). */
  onOrder?: OrderListener;
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, allErrors: true } },
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  setupDb(app, opts.db ?? openDatabase(config.databaseFile), { closeOnShutdown: opts.db === undefined });
  setupErrorHandler(app);
  await setupSecurity(app);
  await setupCompression(app);
  await setupRateLimit(app);

  app.decorateRequest('lang', 'sk');
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    req.lang = langFromHeader(req.headers.localization);
  });

  if (!config.recaptchaSecret && !opts.botCheck) {
    app.log.warn('RECAPTCHA_SECRET is not set: sent carts are accepted without a bot check');
  }
  const catalog = createCatalogService(app.db);
  const auth = createAuthService(app.db, config.jwtSecret);
  const cart = createCartService(app.db, {
    botCheck: opts.botCheck ?? createRecaptchaCheck(config.recaptchaSecret),
    onOrder:
      opts.onOrder ??
      ((order) => {
        // Mail notifications come in a later issue; this is where they hook in.
        app.log.info({ order: order.receipt.order_number, total: order.totals.with_vat_cents }, 'order created');
      }),
  });
  app.decorate('requireUser', createRequireUser(auth));

  app.get('/api/health', { schema: { response: { 200: Type.Object({ status: Type.Literal('ok') }) } } }, async () => ({ status: 'ok' as const }));
  await app.register(catalogRoutes, { catalog });
  await app.register(searchRoutes, { catalog });
  await app.register(cartRoutes, { cart });
  await app.register(authRoutes, { auth });
  await app.register(siteRoutes, { site: createSiteService(app.db) });
  await setupSite(app, config, {
    'category-exists': (params) => catalog.categoryExists(params.slug ?? ''),
  });

  return app;
}
