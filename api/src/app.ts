// Builds the Fastify app without listening (tests use app.inject()). Layers: infrastructure plugins ->
// domain services -> routes with a schema each; one error handler.
import path from 'node:path';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { databaseLocation, type Config } from './config.ts';
import { openDatabase } from './db/connection.ts';
import type { Database } from './db/schema.ts';
import { requestLanguage } from './lib/lang.ts';
import { adminCatalogRoutes } from './modules/admin-catalog/routes.ts';
import { createProductsBulkService } from './modules/admin-catalog/products-bulk.ts';
import { productsBulkRoutes } from './modules/admin-catalog/products-bulk-routes.ts';
import { createAdminCatalogService } from './modules/admin-catalog/service.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes.ts';
import { adminSettingsRoutes } from './modules/admin-settings/routes.ts';
import { deliveryAdminRoutes } from './modules/delivery/routes.ts';
import { createDeliveryService } from './modules/delivery/service.ts';
import { createAdminSettingsService } from './modules/admin-settings/service.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { createAuditService } from './modules/audit/service.ts';
import { authRoutes, createRequireUser } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createSignInThrottle, failureStoreOf } from './modules/auth/sign-in-throttle.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { createRecaptchaCheck, type BotCheck } from './lib/bot-check.ts';
import { createCartService, type OrderListener } from './modules/cart/service.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { createMailFiles } from './modules/mail/mail-files.ts';
import { orderTransfer, queueOrderMails } from './modules/mail/order-mails.ts';
import { renderOrderPdf } from './modules/mail/order-pdf.ts';
import { queueOrderStatusMail } from './modules/mail/order-status-mails.ts';
import { mailsOf } from './modules/mail/outbox.ts';
import { createMailWorker, describeMailTarget, type MailWorkerOptions } from './modules/mail/worker.ts';
import { ordersRoutes } from './modules/orders/routes.ts';
import { createOrdersService } from './modules/orders/service.ts';
import { createOrderLinks } from './modules/orders/order-link.ts';
import { buyerOrderRoutes } from './modules/orders/buyer-routes.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { productsRoutes } from './modules/products/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { createSearchService } from './modules/search/service.ts';
import { searchSynonymsRoutes } from './modules/search-synonyms/routes.ts';
import { createSynonymsService } from './modules/search-synonyms/service.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { createUploadService } from './modules/uploads/service.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { createUsersService } from './modules/users/service.ts';
import { SETTINGS_KEYS, createSiteService } from './modules/site/service.ts';
import { contentAdminRoutes } from './modules/content/admin-routes.ts';
import { createContentAdminService } from './modules/content/admin-service.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { createContentService } from './modules/content/service.ts';
import { releaseHeldInquiryMails } from './modules/content/inquiry-mail.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { createPreviewService, previewTokenOf, tokenCookieOf } from './modules/preview/service.ts';
import { createPageCache } from './modules/page-render/page-cache.ts';
import { createPageRenderer, IN_PROCESS_ADDRESS, isInProcessCall } from './modules/page-render/render-page.ts';
import { createImageService } from './modules/images/service.ts';
import { setupSeo, writePageHead } from './modules/seo/routes.ts';
import { originOf } from './lib/origin.ts';
import { createKnownVersions } from './modules/signals/known-versions.ts';
import { createCanaryWatch } from './modules/signals/canary-watch.ts';
import { signalsRoutes } from './modules/signals/routes.ts';
import { createSignalsService } from './modules/signals/service.ts';
import { setupCompression } from './plugins/compression.ts';
import { setupDb } from './plugins/db.ts';
import { setupErrorHandler } from './plugins/error-handler.ts';
import { setupRateLimit } from './plugins/rate-limit.ts';
import { setupSecurity } from './plugins/security.ts';
import { setupSharedState } from './plugins/shared-state.ts';
import { REQUEST_ID_HEADER, REQUEST_ID_LOG_LABEL, currentRequestId, requestIdMixin, requestIdOf, setupRequestIds } from './plugins/request-id.ts';
import { createLifecycle } from './modules/ops/lifecycle.ts';
import { remoteOriginsOf } from './lib/remote-registry.ts';
import { createMetrics } from './modules/ops/metrics.ts';
import { setupOps } from './modules/ops/ops.ts';
import { publicConfig, setupSite } from './plugins/site.ts';
import { auditAuthorOf } from './modules/releases/actor.ts';
import { createReleaseRegistry, RELEASES_TOPIC } from './modules/releases/registry.ts';
import { registryForVisitor } from './modules/releases/visitor.ts';
import { releaseRoutes } from './modules/releases/routes.ts';
import { createReleaseTokens } from './modules/releases/tokens.ts';
import type { App } from './types.ts';

export interface BuildOptions {
  /** An open database (the caller keeps ownership); by default the app opens the configured database and closes it. */
  db?: Kysely<Database>;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the reCAPTCHA check (tests). */
  botCheck?: BotCheck;
  /** Called after an order was created (the seam for e-mail notifications). */
  onOrder?: OrderListener;
  /** Retry timing of the mail worker (tests use short delays). */
  mail?: MailWorkerOptions;
  /** Told of every route as it is added (the security tests derive their authorisation matrix from it). */
  onRoute?: (route: { method: string | string[]; url: string; schema?: unknown }) => void;
  /** How the routes' schemas are compiled (the tests' apps of one process share their compiled response serializers). */
  schemaController?: FastifyServerOptions['schemaController'];
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    // Every line a request causes carries its id (plugins/request-id.ts), also when a caller gives its own logger options.
    logger: opts.logger === false ? false : { level: config.logLevel, ...(typeof opts.logger === 'object' ? opts.logger : {}), mixin: requestIdMixin },
    genReqId: requestIdOf(config),
    logController: new LogController({ disableRequestLogging: isInProcessCall, requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, allErrors: true } },
    routerOptions: { ignoreTrailingSlash: true },
    ...(opts.schemaController ? { schemaController: opts.schemaController } : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (opts.onRoute) {
    const listener = opts.onRoute;
    app.addHook('onRoute', (route) => listener({ method: route.method, url: route.url, schema: route.schema }));
  }
  app.decorate('config', config);
  await setupRequestIds(app);
  setupDb(app, opts.db ?? openDatabase(databaseLocation(config)), { closeOnShutdown: opts.db === undefined });
  setupErrorHandler(app);
  const shared = await setupSharedState(app, config.redisUrl, config.redisPrefix);
  // Health, readiness and metrics (modules/ops); the metrics count what the services below report.
  app.decorate('lifecycle', createLifecycle());
  // The admin API (/api/admin/*) records every change in the audit log; so do the own password changes and resets,
  // and every change of the registry of remotes.
  const audit = createAuditService(app.db);
  // The registry of remotes (modules/releases): what every page, /remotes.json and the metrics read.
  const releases = createReleaseRegistry(app.db, {
    deployDir: config.deployDir,
    announce: () => shared.publish(RELEASES_TOPIC),
    audit: (actor, event) => audit.recordBy(auditAuthorOf(actor), event),
    log: app.log,
  });
  app.decorate('releases', releases);
  await shared.subscribe(RELEASES_TOPIC, () => releases.forget());
  const metrics = createMetrics({ db: app.db, servedRemotes: () => releases.snapshot() });
  setupOps(app, { lifecycle: app.lifecycle, metrics, redis: shared.redis, metricsToken: config.metricsToken });
  // Whole public pages for the next visitor (modules/page-render/page-cache.ts). Every page shows the catalogue (the
  // menu), the site settings (the footer) or the content, so a change of any of them empties it: here at once, on
  // the other instances when the news arrives.
  const pageCache = metrics.countedPageCache(createPageCache());
  for (const topic of ['catalog', 'site-settings', 'content']) await shared.subscribe(topic, () => pageCache.clear());
  /** A change saved here: this instance's pages go at once (Redis brings the news back only later), then the others'. */
  const announce = (topic: string): Promise<void> => {
    pageCache.clear();
    return shared.publish(topic);
  };
  // Read on every answer for its CSP: the site settings keep the public keys in memory until the admin changes them;
  // in-process caches learn of changes made on other instances through the shared state (Redis pub/sub).
  const site = createSiteService(app.db, { onUpdate: () => announce('site-settings') });
  await shared.subscribe('site-settings', () => site.forget());
  await setupSecurity(app, {
    features: async () => {
      const keys = publicConfig(config, await site.publicKeys());
      return { recaptcha: Boolean(keys.recaptchaSiteKey), maps: Boolean(keys.mapsKey), analytics: Boolean(keys.analyticsId) };
    },
    remoteOrigins: async () => remoteOriginsOf(await releases.snapshot()),
  });
  await setupCompression(app);
  await setupRateLimit(app, shared);

  app.decorateRequest('lang', 'sk');
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    req.lang = requestLanguage(req);
  });

  if (!config.recaptchaSecret && !opts.botCheck) {
    // In production this is an explicit choice (RECAPTCHA_OPTIONAL=true; config.ts refuses to start otherwise).
    app.log.warn('RECAPTCHA_SECRET is not set: sent carts and inquiries are accepted without a bot check');
  }
  const catalog = createCatalogService(app.db);
  const throttle = createSignInThrottle(failureStoreOf(shared));
  // Every failed password or code goes through the throttle: counted there for the metrics.
  const countedThrottle: typeof throttle = {
    ...throttle,
    failed: (email, client, now) => {
      metrics.signInFailed();
      return throttle.failed(email, client, now);
    },
  };
  const auth = createAuthService(app.db, config.jwtSecret, { throttle: countedThrottle, audit: audit.record });
  if (!config.smtpUrl) app.log.warn(`SMTP_URL is not set: e-mails are written as .eml files to ${config.mailOutboxDir}`);
  else app.log.info(`E-mails are sent through ${describeMailTarget(config)}`);
  const mailWorker = createMailWorker(app.db, config, app.log, opts.mail);
  app.addHook('onReady', async () => mailWorker.start());
  app.addHook('preClose', async () => mailWorker.stop());
  // One bot check for the sent cart and the inquiry forms.
  const botCheck = opts.botCheck ?? createRecaptchaCheck(config.recaptchaSecret);
  const onOrder: OrderListener =
    opts.onOrder ??
    ((order) => {
      // The mails were queued with the order (inOrderTransaction); this records the committed order in the log.
      app.log.info({ order: order.receipt.order_number, total: order.totals.with_vat_cents }, 'order created');
    });
  // The buyer's order page is reached by a signed link, no account (decision 0105).
  const orderLinks = createOrderLinks(config.jwtSecret);
  const cart = createCartService(app.db, {
    botCheck,
    orderKey: orderLinks.keyOf,
    onCartCreated: () => metrics.cartCreated(),
    // The order's mails are written to the outbox in the transaction that stores the order.
    inOrderTransaction: async (trx, order, { origin }) => {
      const orderUrl = orderLinks.pageUrl(origin, order.lang, order.receipt.uuid);
      const { companyRecipient, customerSkipped, pdfError } = await queueOrderMails(trx, order, { notifyTo: config.orderNotifyTo, publicUrl: config.publicUrl, orderUrl });
      if (pdfError) app.log.error({ order: order.receipt.order_number, err: pdfError }, 'the order confirmation PDF could not be written: the confirmation mail goes without it');
      if (customerSkipped) app.log.warn({ order: order.receipt.order_number }, 'the customer address had its hourly number of confirmations: no confirmation mail for this order');
      if (!companyRecipient) app.log.warn({ order: order.receipt.order_number }, 'no order recipients in the admin settings, no ORDER_NOTIFY_TO and no company e-mail: the company is not notified of the order');
    },
    onOrder: (order) => {
      metrics.orderSent();
      return onOrder(order);
    },
  });
  app.decorate('requireUser', createRequireUser(auth));

  app.get('/api/health', { schema: { response: { 200: Type.Object({ status: Type.Literal('ok') }) } } }, async () => ({ status: 'ok' as const }));
  await app.register(catalogRoutes, { catalog });
  // One search service (and its answer cache) for the search and the catalogue's product list.
  const search = createSearchService(app.db, catalog);
  await app.register(searchRoutes, { search });
  await app.register(productsRoutes, { catalog, search });
  await app.register(cartRoutes, { cart, limits: { writesPerMinute: config.cartWriteLimit, sendsPerHour: config.cartSendLimit } });
  const orders = createOrdersService(app.db, {
    audit,
    orderLinks,
    mails: { sentFor: mailsOf, queueStatusMail: queueOrderStatusMail, transferOf: orderTransfer, renderPdf: renderOrderPdf },
  });
  await app.register(ordersRoutes, { orders });
  await app.register(buyerOrderRoutes, { orders });
  await app.register(authRoutes, { auth, signInLimit: config.signInLimit });
  await shared.subscribe('catalog', () => catalog.invalidate());
  await app.register(siteRoutes, { site });

  const uploads = createUploadService(config.mediaDir, { audit });
  // The change is saved; the other instances' catalogue caches also follow the catalogue version, and their pages are
  // made again within a minute anyway (page-cache.ts), so a lost message is only logged.
  const catalogChanged = (): void => {
    announce('catalog').catch((err: unknown) => app.log.warn({ err }, 'could not tell the other instances about a catalogue change'));
  };
  await app.register(adminCatalogRoutes, { adminCatalog: createAdminCatalogService(app.db, { audit, uploads, onChange: catalogChanged }) });
  await app.register(productsBulkRoutes, { productsBulk: createProductsBulkService(app.db, { audit, onChange: catalogChanged }) });
  // The search's synonyms: their writes move the catalogue version, which the search answers follow; the pages go too.
  await app.register(searchSynonymsRoutes, { synonyms: createSynonymsService(app.db, { audit, onChange: catalogChanged }) });
  await app.register(uploadRoutes, { uploads });
  await app.register(usersRoutes, { users: createUsersService(app.db, { audit }) });
  /** Who receives inquiries: the recipients named in the settings, else the company's e-mail; none: [] (held). */
  const inquiryRecipients = async (): Promise<string[]> => {
    const stored = await site.stored<{ inquiries?: string[] }>(SETTINGS_KEYS.mailRecipients);
    const listed = (stored?.inquiries ?? []).map((a) => a.trim()).filter(Boolean);
    if (listed.length > 0) return listed;
    const email = (await site.settings('sk')).company.email;
    return email ? [email] : [];
  };
  // Inquiries that came while no one received them go out once the settings name someone.
  const afterSettingsSaved = async (): Promise<void> => {
    await releaseHeldInquiryMails(app.db, await inquiryRecipients());
  };
  await app.register(adminSettingsRoutes, { settings: createAdminSettingsService(site, config, { audit, afterSave: afterSettingsSaved }) });
  await app.register(deliveryAdminRoutes, { delivery: createDeliveryService(app.db, { audit }) });
  await app.register(auditRoutes, { audit });
  // The release API for teams (release tokens) and the admin's Releases screen.
  await app.register(releaseRoutes, { registry: releases, tokens: createReleaseTokens(app.db, { audit: (actor, event) => audit.recordBy(auditAuthorOf(actor), event) }) });
  await app.register(adminDashboardRoutes);
  // The page's reports of each remote version (issue 46, 4): counted in memory, written every few seconds.
  const signals = createSignalsService(app.db, { knownVersion: createKnownVersions(app.db) });
  await app.register(signalsRoutes, { signals, beaconsPerMinute: config.beaconLimit });
  // A failing canary is rolled back by the server itself (issue 46, 5).
  const canaryWatch = createCanaryWatch({ db: app.db, releases, signals, rule: { minViews: config.canaryMinViews, marginPct: config.canaryRollbackMargin, everyMs: config.canaryWatchMs }, log: app.log });
  app.addHook('onReady', async () => {
    signals.start(app.log);
    canaryWatch.start();
  });
  app.addHook('preClose', async () => {
    await canaryWatch.stop();
    await signals.stop();
  });
  // Content of the public pages, its admin, the image service and the page heads (sitemap, robots).
  const mailFiles = createMailFiles(app.db, config);
  const content = createContentService(app.db, {
    botCheck,
    inquiryRecipients,
    filesQuota: { maxBytes: config.inquiryFilesQuotaMb * 1024 * 1024, bytesKept: mailFiles.bytesKept },
    log: app.log,
  });
  // As for the catalogue: the content is read from the database on each call, so only the pages need the news.
  const contentChanged = (): void => {
    announce('content').catch((err: unknown) => app.log.warn({ err }, 'could not tell the other instances about a content change'));
  };
  const contentAdmin = createContentAdminService(app.db, { mediaDir: config.mediaDir, audit, onChange: contentChanged });
  // Drafts shown before publishing (decision 0063): bound to the admin's session, never in the public tables.
  const previews = createPreviewService(app.db, { secret: config.jwtSecret, sessionOf: auth.sessionOf, postDraft: contentAdmin.postDraft, audit });
  await app.register(contentRoutes, { content, previews });
  await app.register(contentAdminRoutes, { admin: contentAdmin, previews });
  await app.register(imageRoutes, {
    images: createImageService({
      mediaDir: config.mediaDir,
      cacheDir: path.join(config.dataDir, 'cache', 'images'),
      cacheMaxBytes: config.imageCacheMaxMb * 1024 * 1024,
      renderSlots: config.imageRenderSlots,
    }),
  });
  setupSeo(app, { db: app.db });
  const renderPage = createPageRenderer({
    deployDir: config.deployDir,
    get: async (url, headers) => {
      // The render's calls are logged under the page request's id.
      const requestId = currentRequestId();
      const res = await app.inject({ method: 'GET', url, headers: requestId ? { ...headers, [REQUEST_ID_HEADER]: requestId } : headers, remoteAddress: IN_PROCESS_ADDRESS });
      return { status: res.statusCode, body: parseJson(res.body) };
    },
    publicConfig: async () => publicConfig(config, await site.publicKeys()),
    log: app.log,
  });
  // A page's status is its route's (modules/page-render: the loaders' 404 for a record that does not exist).
  await setupSite(app, config, () => site.publicKeys(), {
    // A preview's calls carry the admin's token from the page's cookie: the draft is answered only to that session.
    render: (req, manifests) => {
      const token = previewTokenOf(req.url) === null ? undefined : tokenCookieOf(req.headers.cookie);
      return renderPage(req.url, originOf(config, req), manifests, token ? { authorization: `Bearer ${token}` } : {});
    },
    cache: pageCache,
    origin: (req) => originOf(config, req),
    writeHead: (req, html, page) => writePageHead(config, req, html, page),
  }, (req, reply) => registryForVisitor(releases, req, reply));

  return app;
}

/** A body that is JSON, parsed; anything else as null (an in-process answer the renders read as data). */
function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
